# track: torch
# exercise: scaling
# why: scaled_scores builds the scale "in q's dtype and device" as torch.full_like(q, q.shape[-1]).sqrt(), a tensor shaped like q, (..., T, d_k), and divides the (..., T, S) scores by it; that only broadcasts when S == d_k, so every other valid call raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.full_like(q, q.shape[-1]).sqrt()
    return (q @ k.transpose(-2, -1)) / scale

# track: torch
# exercise: scaling
# why: scaled_scores reads the width as d_k = q.size(-1) and divides by d_k.sqrt(), calling the tensor method sqrt on it; size(-1) is a plain Python int, which has no sqrt method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash
import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.size(-1) != k.size(-1):
        raise ValueError(f"q has d_k={q.size(-1)} but k has d_k={k.size(-1)}")
    d_k = q.size(-1)
    return (q @ k.transpose(-2, -1)) / d_k.sqrt()

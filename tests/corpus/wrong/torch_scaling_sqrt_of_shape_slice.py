# track: torch
# exercise: scaling
# why: scaled_scores writes math.sqrt(q.shape[-1:]), a torch.Size slice instead of the int q.shape[-1], so every call raises TypeError
# kind: crash
# diagnosis: crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1:])

# track: torch
# exercise: scaling
# why: scaled_scores makes sure the scores are floating with q.to(torch.float) and k.to(torch.float) "so integer inputs divide properly", reading torch.float as Python's float (float64); torch.float is float32, so float64 queries and keys give float32 scores
# kind: rules
# diagnosis: dtype-changed, float32-precision
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q.to(torch.float)
    k = k.to(torch.float)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

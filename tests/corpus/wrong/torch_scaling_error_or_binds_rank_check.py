# track: torch
# exercise: scaling
# why: scaled_scores writes its rank check as "if q.dim() or k.dim() < 2:", meaning "if either has fewer than 2 axes"; Python reads q.dim() alone as the first operand, and any tensor with an axis gives a true number, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores picks the product with a conditional expression and divides after it, q @ k.T if k.dim() == 2 else q @ k.transpose(-2, -1) / math.sqrt(d_k), meaning "(either product) / sqrt(d_k)"; a conditional expression binds looser than /, so the scale belongs to the else branch only and 2-D queries and keys get unscaled scores
# kind: relation
# diagnosis: scale-none
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return q @ k.T if k.dim() == 2 else q @ k.transpose(-2, -1) / math.sqrt(d_k)

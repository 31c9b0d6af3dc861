# track: torch
# exercise: scaling
# why: scaled_scores keeps its scale "exact" as torch.tensor([1 / math.sqrt(d_k)], dtype=torch.float64), a one-element 1-D tensor rather than a number or a 0-d tensor; a tensor with dimensions takes part in type promotion, so float32 scores come back float64, and attention and multi-head attention return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.tensor([1 / math.sqrt(q.shape[-1])], dtype=torch.float64, device=q.device)
    return (q @ k.transpose(-2, -1)) * scale

# track: torch
# exercise: scaling
# why: scaled_scores accepts lists too by converting with torch.as_tensor(q, dtype=torch.float32) and the same for k, so float64 queries and keys give float32 scores (the inputs' dtype is not kept, and float64 precision is lost)
# kind: rules
# diagnosis: dtype-changed, float32-precision
import math

import torch


def scaled_scores(q, k):
    q = torch.as_tensor(q, dtype=torch.float32)
    k = torch.as_tensor(k, dtype=torch.float32)
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

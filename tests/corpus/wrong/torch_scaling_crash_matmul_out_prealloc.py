# track: torch
# exercise: scaling
# why: scaled_scores preallocates the scores and writes q @ k^T with torch.matmul(q, kt, out=scores); functions with out= refuse inputs that require grad, so every differentiable call raises RuntimeError
# kind: crash
# diagnosis: out-autograd
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    kt = k.transpose(-2, -1)
    lead = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    scores = torch.empty(*lead, q.shape[-2], k.shape[-2], dtype=q.dtype, device=q.device)
    torch.matmul(q, kt, out=scores)
    return scores / math.sqrt(q.shape[-1])

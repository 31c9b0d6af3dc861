# track: torch
# exercise: scaling
# why: scaled_scores multiplies with torch.linalg.multi_dot([q, k.mT]) ("the optimal-order matrix chain"), which only takes 2-D matrices, so batched or multi-head queries and keys raise RuntimeError, and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: fixed-ndim, fails-with-leading-axes, crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.linalg.multi_dot([q, k.transpose(-2, -1)]) / math.sqrt(q.shape[-1])

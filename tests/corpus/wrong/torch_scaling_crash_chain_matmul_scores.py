# track: torch
# exercise: scaling
# why: scaled_scores multiplies with torch.chain_matmul(q, k.transpose(-2, -1)) ("the lesson's chain Q K^T"), a deprecated routine that only takes 2-D matrices, so queries and keys with any batch or head axis raise RuntimeError (and attention with them)
# kind: crash
# diagnosis: crash, fixed-ndim
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.chain_matmul(q, k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

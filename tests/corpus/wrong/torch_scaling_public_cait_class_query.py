# track: torch
# exercise: scaling
# why: scaled_scores ports the score line of timm's ClassAttn (CaiT's class-attention), q = self.q(x[:, 0]).unsqueeze(1), as q[..., :1, :] @ k^T / sqrt(d_k): only the first query (the class token) is scored, so the result is (..., 1, S), the first row of the expected (..., T, S)
# kind: public
# diagnosis: cut-short
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    cls_q = q[..., :1, :]  # class-attention: only the class token queries
    return (cls_q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores ports the reference attention of the flash-attention tests, torch.einsum('bthd,bshd->bhts', q / math.sqrt(d), k), written for (batch, T, heads, d) tensors; with the kit's (..., T, d_k) layout it fails for any rank but 4 and reads (B, H, T, d) as (B, T, H, d)
# kind: public
# diagnosis: fixed-ndim, einsum-letters, crash
import math
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d = q.shape[-1]
    return torch.einsum("bthd,bshd->bhts", q / math.sqrt(d), k)

# track: torch
# exercise: scaling
# why: scaled_scores writes torch.einsum('...td,sd->...ts', q, k), giving the keys no ellipsis, so keys with batch or head axes raise RuntimeError on valid calls
# kind: crash
# diagnosis: crash, fixed-ndim, einsum-letters
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.einsum("...td,sd->...ts", q, k) / math.sqrt(q.shape[-1])

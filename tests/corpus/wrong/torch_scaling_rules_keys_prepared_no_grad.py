# track: torch
# exercise: scaling
# why: scaled_scores prepares the transposed, pre-scaled keys under torch.no_grad() ("getting the keys ready is bookkeeping"), kt = k.mT / sqrt(d_k), and multiplies q by that outside it; the scores are right and reach q's gradient, but no gradient reaches k
# kind: rules
# diagnosis: no-gradient
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    with torch.no_grad():
        kt = k.transpose(-2, -1) / math.sqrt(k.shape[-1])  # (..., d_k, S), ready to multiply
    return q @ kt

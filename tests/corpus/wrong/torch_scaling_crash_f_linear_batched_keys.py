# track: torch
# exercise: scaling
# why: scaled_scores computes q kᵀ as F.linear(q, k) ("linear(x, W) is x Wᵀ, exactly q kᵀ"), but F.linear takes a 1-D or 2-D weight only, so any keys with a batch or head axis raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim, crash
import math

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return F.linear(q, k) / math.sqrt(q.shape[-1])

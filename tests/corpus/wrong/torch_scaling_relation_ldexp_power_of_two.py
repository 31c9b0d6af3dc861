# track: torch
# exercise: scaling
# why: scaled_scores divides "exactly" by a power of two, torch.ldexp(scores, -shift) with shift = round(math.log2(d_k) / 2) (half of d_k's exponent rounded to a whole number); that is sqrt(d_k) only for d_k = 4, 16, 64..., so d_k = 8 divides by 4 and d_k = 2 by 1
# kind: relation
# diagnosis: ratio, ratio:trend-d_k
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    shift = round(math.log2(q.shape[-1]) / 2)
    return torch.ldexp(scores, torch.tensor(-shift, device=scores.device)).to(scores.dtype)

# track: torch
# exercise: scaling
# why: scaled_scores transposes a private copy of the keys, k.clone().detach().transpose(-2, -1) ("so the caller's k is never aliased", as PyTorch's copy warning suggests), and detach cuts the keys out of autograd, so no gradient reaches k
# kind: rules
# diagnosis: no-gradient, gradient-differs
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    k_t = k.clone().detach().transpose(-2, -1)
    return (q @ k_t) / math.sqrt(q.shape[-1])

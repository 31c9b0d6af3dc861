# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.permute(*reversed(range(k.dim()))), the full reversal .T does, which swaps the last two dims only for 2-D keys: batched keys get their batch axis moved to the end
# kind: axes
# diagnosis: transpose-all-axes, axes-reversed
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = k.permute(*reversed(range(k.dim())))  # k transposed
    return (q @ k_t) / math.sqrt(q.shape[-1])

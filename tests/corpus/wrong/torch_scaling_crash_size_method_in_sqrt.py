# track: torch
# exercise: scaling
# why: scaled_scores reads the width for its scale as q.size without the call and its index, math.sqrt(q.size), half-remembering q.size(-1); q.size is the bound method, so math.sqrt raises TypeError on every valid call (attention and multi-head attention with it)
# kind: crash
# diagnosis: crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.size)

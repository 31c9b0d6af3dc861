# track: torch
# exercise: scaling
# why: scaled_scores scales the product in its own buffer with torch.div(scores, math.sqrt(d_k), out=scores) "to save a copy"; the values are right, but out= is not allowed for tensors that take part in autograd, so every call whose q or k requires grad raises RuntimeError
# kind: crash
# diagnosis: out-autograd, crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    torch.div(scores, math.sqrt(q.shape[-1]), out=scores)
    return scores

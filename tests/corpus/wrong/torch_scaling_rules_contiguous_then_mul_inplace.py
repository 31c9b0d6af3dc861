# track: torch
# exercise: scaling
# why: scaled_scores scales the queries first with q = q.contiguous().mul_(1 / sqrt(d_k)), taking .contiguous() for a copy; it returns the tensor itself when it is already contiguous, so the caller's q is divided by sqrt(d_k) in place (and a q that requires grad raises)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_scaled = q.contiguous().mul_(1.0 / math.sqrt(q.shape[-1]))  # "a fresh contiguous copy"
    return q_scaled @ k.transpose(-2, -1)

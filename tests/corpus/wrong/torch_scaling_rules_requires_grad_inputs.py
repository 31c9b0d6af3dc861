# track: torch
# exercise: scaling
# why: scaled_scores switches autograd on for its inputs with q.requires_grad_() and k.requires_grad_() when they do not require grad ("so the scores can always be backpropagated"), which changes the flag of the caller's own tensors
# kind: rules
# diagnosis: input-flag-changed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    for t in (q, k):
        if t.is_floating_point() and not t.requires_grad:
            t.requires_grad_()
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

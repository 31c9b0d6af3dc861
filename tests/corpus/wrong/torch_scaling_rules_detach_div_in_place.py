# track: torch
# exercise: scaling
# why: scaled_scores scales the queries once, in place, on q.detach() ("detach first, so autograd does not refuse the in-place division on a leaf"), qs = q.detach(); qs.div_(math.sqrt(d_k)); detach() is no copy but a view of the same storage, so the caller's q is divided in place on every call, and the scores, built from the detached queries, pass no gradient to q
# kind: rules
# diagnosis: input-changed, no-gradient
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qs = q.detach()  # no in-place error on a leaf that requires grad
    qs.div_(math.sqrt(q.shape[-1]))
    return qs @ k.transpose(-2, -1)

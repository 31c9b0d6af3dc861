# track: torch
# exercise: scaling
# why: scaled_scores compiles its body once with torch.jit.trace on the first call's q and k "for speed" and reuses the traced function; tracing records math.sqrt(q.shape[-1]) as a constant, so every later call divides by the first call's sqrt(d_k) whatever its own d_k, and attention fails through it
# kind: knockon
# diagnosis: stale-result:kept-scale, stale-result, ratio
import math

import torch


def _scores(q, k):
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])


_TRACED = []


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if not _TRACED:
        _TRACED.append(torch.jit.trace(_scores, (q, k), check_trace=False))
    return _TRACED[0](q, k)

# track: torch
# exercise: scaling
# why: scaled_scores reads the key width the MATLAB way, size(q, ndims(q)), as d_k = q.shape[q.dim()]; Python counts axes from 0, so that index is one past the last axis and every valid call raises IndexError
# kind: crash
# diagnosis: axis-past-end, crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = q.shape[q.dim()]  # size of the last axis
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)

# track: torch
# exercise: scaling
# why: scaled_scores multiplies the raw storage, q.data @ k.data.transpose(-2, -1) ("no autograd bookkeeping for the big (T, S) product"); .data is outside autograd, so the scores carry no gradient to q or k
# kind: rules
# diagnosis: no-gradient
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q.data @ k.data.transpose(-2, -1)) / math.sqrt(q.shape[-1])

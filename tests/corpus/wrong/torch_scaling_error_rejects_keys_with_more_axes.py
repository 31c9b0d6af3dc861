# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError when the keys have more axes than the queries (k.dim() > q.dim(), "every key set belongs to a query set"), so valid broadcasting calls such as one (T, d_k) query matrix against batched (B, S, d_k) keys are refused
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if k.dim() > q.dim():
        raise ValueError(f"k has more batch axes than q: {tuple(k.shape)} vs {tuple(q.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

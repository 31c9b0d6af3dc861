# track: torch
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.dim()), reading "the dimension of the queries" as Tensor.dim(), the number of axes, instead of the feature width q.size(-1), so 2-D scores are divided by sqrt(2) whatever d_k is
# kind: relation
# diagnosis: ratio
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.dim())

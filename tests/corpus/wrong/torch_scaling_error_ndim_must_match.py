# track: torch
# exercise: scaling
# why: scaled_scores raises ValueError whenever q and k have different numbers of dims (q.dim() != k.dim()), so valid broadcasting calls (2-D keys shared by batched queries) are refused
# kind: error
# diagnosis: error-on-valid
import math

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.dim() != k.dim():
        raise ValueError(f"q and k must have the same number of dims; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

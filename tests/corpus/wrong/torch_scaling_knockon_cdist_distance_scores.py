# track: torch
# exercise: scaling
# why: scaled_scores measures how well query and key match with torch.cdist(q, k), the batched pairwise distance ("close vectors match"), and returns -cdist(q, k) ** 2 / 2 / sqrt(d_k); -|q - k|^2 / 2 is q.k less |q|^2 / 2 and |k|^2 / 2, and the |k|^2 term changes from key to key, so the scores and every attention weight built on them are wrong
# kind: knockon
# diagnosis: distance-scores
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dist = torch.cdist(q, k)  # (..., T, S)
    return -(dist ** 2) / 2 / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores forms every query-key product by broadcasting, q.unsqueeze(-2) * k.unsqueeze(-3), shaped (..., T, S, d_k), and sums it with .sum(dim=-2), over the keys S instead of the features d_k, so it returns (..., T, d_k) sums of each query times all keys instead of the (..., T, S) scores
# kind: axes
# diagnosis: axis-reduced, reduced-other-axis, scores-summed-over-keys
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q.unsqueeze(-2) * k.unsqueeze(-3)  # (..., T, S, d_k)
    return products.sum(dim=-2) / math.sqrt(q.shape[-1])

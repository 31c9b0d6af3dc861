# track: torch
# exercise: scaling
# why: scaled_scores forms every query-key product by broadcasting, (q.unsqueeze(-3) * k.unsqueeze(-2)).sum(-1), but gives the queries the new axis -3 and the keys -2, so the products come out (..., S, T): the scores transposed
# kind: axes
# diagnosis: scores-transposed, transposed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q.unsqueeze(-3) * k.unsqueeze(-2)  # every query with every key
    return products.sum(-1) / math.sqrt(q.shape[-1])

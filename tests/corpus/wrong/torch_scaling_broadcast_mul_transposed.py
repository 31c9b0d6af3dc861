# track: torch
# exercise: scaling
# why: scaled_scores forms the dot products by broadcasting, (q.unsqueeze(-3) * k.unsqueeze(-2)).sum(-1), with the unsqueezes the wrong way round, so the scores come out (..., S, T)
# kind: axes-shapes
# diagnosis: scores-transposed,transposed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    return (q.unsqueeze(-3) * k.unsqueeze(-2)).sum(-1) / math.sqrt(q.shape[-1])

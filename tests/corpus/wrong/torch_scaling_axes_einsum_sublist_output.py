# track: torch
# exercise: scaling
# why: scaled_scores uses einsum's sublist form, torch.einsum(q, [..., 0, 1], k, [..., 2, 1], [..., 2, 0]) (0 = query, 1 = feature, 2 = key), and lists the output labels key first, so the scores come back (..., S, T), the transpose of (..., T, S)
# kind: axes
# diagnosis: scores-transposed, transposed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # labels: 0 = query position, 1 = feature, 2 = key position
    scores = torch.einsum(q, [..., 0, 1], k, [..., 2, 1], [..., 2, 0])
    return scores / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores divides by q.size(-1) ** (1 // 2), the floor division 1 // 2 being 0, so the scale is d_k ** 0 = 1 and the scores are not scaled (a port of the NumPy slip to torch's size())
# kind: relation
# diagnosis: scale-none

import torch

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / q.size(-1) ** (1 // 2)

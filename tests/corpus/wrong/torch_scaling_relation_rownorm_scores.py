# track: torch
# exercise: scaling
# why: scaled_scores reads section 5 as "bring every query's scores to unit size" and divides each row of dot products by its own Euclidean norm (F.normalize over the keys) instead of by sqrt(d_k), so every query's row of scores is off by its own factor
# kind: relation
# diagnosis: scale-per-row

import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return F.normalize(q @ k.transpose(-2, -1), dim=-1)

# track: torch
# exercise: scaling
# why: scaled_scores checks the ranks with "if q.dim < 2 or k.dim < 2:", comparing the bound method Tensor.dim with an int instead of calling q.dim(), so every valid call raises TypeError before any score is computed
# kind: crash
# diagnosis: crash
import math

import torch


def scaled_scores(q, k):
    if q.dim < 2 or k.dim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores adds a guard that raises ValueError when q or k has a single position (T < 2 or S < 2, "a score table needs at least two rows and columns"), so valid calls with one query or one key are refused
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-2] < 2 or k.shape[-2] < 2:
        raise ValueError("a score table needs at least two queries and two keys")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

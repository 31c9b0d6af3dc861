# track: torch
# exercise: scaling
# why: scaled_scores transposes the keys with k.swapdims(-1), naming only the axis to move "to the front of the last two", but swapdims needs both axes to swap, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.swapdims(-1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores ends with .to(torch.get_default_dtype()) "so the scores come out in the standard float type whatever the inputs were"; the default dtype is float32, so float64 queries and keys give float32 scores (and float16 ones are widened) instead of the inputs' dtype
# kind: rules
# diagnosis: dtype-changed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.to(torch.get_default_dtype())

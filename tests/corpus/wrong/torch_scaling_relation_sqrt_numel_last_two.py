# track: torch
# exercise: scaling
# why: scaled_scores takes the scale from q.shape[-2:].numel(), the number of entries of one query matrix (T * d_k) where the width d_k belongs, so the scores are divided by sqrt(T * d_k)
# kind: relation
# diagnosis: ratio, scale-seq-len
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-2:].numel()
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)

# track: torch
# exercise: scaling
# why: scaled_scores compares the query width with k.size(-2), the number of keys S, where the keys' width k.size(-1) belongs, so every valid call with S != d_k raises ValueError and a real d_k mismatch with S = d_q slips to the product
# kind: error
# diagnosis: error-on-valid, needs-square
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.size(-1) != k.size(-2):
        raise ValueError(f"q has d_k={q.size(-1)} but k has {k.size(-2)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores computes the products first and then divides by math.sqrt(scores.shape[-1]), "the width of what we divide", but the scores' last axis is S, the number of keys, not d_k; attention and multi-head attention inherit the wrong scale whenever S != d_k
# kind: knockon
# diagnosis: scale-seq-len
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    return scores / math.sqrt(scores.shape[-1])

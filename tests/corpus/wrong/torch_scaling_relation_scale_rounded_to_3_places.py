# track: torch
# exercise: scaling
# why: scaled_scores rounds its factor to three places, scale = round(1 / math.sqrt(d_k), 3) ("0.125, 0.354, 0.25 as in the lesson's tables"), so unless 1/sqrt(d_k) has three decimals the scores are off by a constant ratio (0.354 / 0.35355 for d_k = 8)
# kind: relation
# diagnosis: ratio:constant, ratio, rounded
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = round(1 / math.sqrt(q.shape[-1]), 3)
    return (q @ k.transpose(-2, -1)) * scale

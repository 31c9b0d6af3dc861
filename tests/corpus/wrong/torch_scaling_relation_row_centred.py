# track: torch
# exercise: scaling
# why: scaled_scores centres every query's scores on their mean over the keys, scores - scores.mean(-1, keepdim=True) ("softmax does not see a shift, and centred logits are tidier"), so each row of scores is off by its own mean
# kind: relation
# diagnosis: offset, shift-per-key
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.mean(dim=-1, keepdim=True)

# track: torch
# exercise: scaling
# why: scaled_scores already subtracts each query row's largest score, scores - scores.amax(-1, keepdim=True), "so the softmax is stable from the start"; the softmax weights are unchanged but the scores returned are shifted per row (their maximum is always 0)
# kind: relation
# diagnosis: offset
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.amax(dim=-1, keepdim=True)

# track: torch
# exercise: scaling
# why: scaled_scores returns its scores with .squeeze(0) "to drop the batch axis of a single example", which removes any leading axis of length 1 (a batch of one, a single head), so attention and multi-head attention built on it return results with an axis missing
# kind: knockon
# diagnosis: missing-axis
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.squeeze(0)

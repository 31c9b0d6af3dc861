# track: torch
# exercise: scaling
# why: scaled_scores checks the rank with len(q) < 2 or len(k) < 2, but len() of a tensor is the size of its first axis, not its number of axes, so valid inputs whose first axis has length 1 (one query, a batch of one) raise ValueError and 1-D inputs of length 2 or more slip through
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import torch


def scaled_scores(q, k):
    if len(q) < 2 or len(k) < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

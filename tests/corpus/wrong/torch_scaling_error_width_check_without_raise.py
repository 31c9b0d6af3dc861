# track: torch
# exercise: scaling
# why: scaled_scores's d_k check builds the exception but forgets the raise keyword, "ValueError(f'...')" on a line of its own, so queries and keys of different widths go on to the product, which raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

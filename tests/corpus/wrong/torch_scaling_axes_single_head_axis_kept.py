# track: torch
# exercise: scaling
# why: scaled_scores gives 3-D (B, T, d_k) queries and keys the single head axis that multi-head code expects, q.unsqueeze(1) and k.unsqueeze(1), and never squeezes it out again, so 3-D inputs give (B, 1, T, S) scores where (B, T, S) belongs (2-D and 4-D inputs are right)
# kind: axes
# diagnosis: axis-split, extra-axis
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # (B, T, d_k) -> (B, 1, T, d_k): one head, as in the multi-head layout
    if q.dim() == 3:
        q = q.unsqueeze(1)
    if k.dim() == 3:
        k = k.unsqueeze(1)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores compares the widths as q.shape[-1] != k.shape[q.dim() - 1], reading k's width at q's last axis counted from the front; that is k's last axis only when k has as many axes as q, so batched keys against 2-D queries (or the reverse) raise ValueError or IndexError on valid calls
# kind: error
# diagnosis: error-on-valid, error-not-valueerror, crash, fails-with-leading-axes
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = q.dim() - 1  # the feature axis
    if q.shape[d_k] != k.shape[d_k]:
        raise ValueError(f"q has d_k={q.shape[d_k]} but k has d_k={k.shape[d_k]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

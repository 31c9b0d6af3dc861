# track: torch
# exercise: scaling
# why: scaled_scores compares the widths as q.shape[-1:] != [k.shape[-1]], a one-entry torch.Size (a tuple) against a one-entry list; a tuple never equals a list, so every valid call raises ValueError
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1:] != [k.shape[-1]]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: when q and k differ in d_k, scaled_scores zero-pads the narrower one with F.pad(x, (0, width - x.shape[-1])) ("missing features count as 0") instead of raising ValueError, so a width mismatch returns scores (divided by the wider width's root) where the contract asks for ValueError
# kind: error
# diagnosis: error-not-raised
import math

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    width = max(q.shape[-1], k.shape[-1])
    if q.shape[-1] != width:
        q = F.pad(q, (0, width - q.shape[-1]))
    if k.shape[-1] != width:
        k = F.pad(k, (0, width - k.shape[-1]))
    return q @ k.transpose(-2, -1) / math.sqrt(width)

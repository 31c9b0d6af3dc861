# track: torch
# exercise: scaling
# why: scaled_scores checks that q and k "fit" with torch.is_same_size(q, k), which compares the whole shapes, not the feature widths, so every valid call with T != S or with leading axes that only broadcast raises ValueError
# kind: error
# diagnosis: error-on-valid
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if not torch.is_same_size(q, k):
        raise ValueError(f"q and k do not fit: {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

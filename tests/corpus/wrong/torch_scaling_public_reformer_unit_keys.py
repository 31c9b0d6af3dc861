# track: torch
# exercise: scaling
# why: scaled_scores keeps the key normalisation of the Reformer's shared-QK attention (keys are the queries made unit length, trax's length_normalized), k = F.normalize(k, dim=-1), while the queries stay as given, so every key's column of scores is divided by that key's length
# kind: public
# diagnosis: scale-per-column
import math

import torch
import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    k = F.normalize(k, p=2.0, dim=-1)  # shared-QK: keys have unit length
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores follows multi-query attention (PaLM, Falcon: one key head shared by every query head) and keeps only the first head's keys whenever they have a head axis, k = k[..., :1, :, :], so for 3-D and 4-D inputs every head is scored against head 0's keys (and every batch element of a 3-D input against the first one's)
# kind: public
# diagnosis: heads-alike, input-first-only
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    if k.dim() >= 3:
        k = k[..., :1, :, :]  # one shared key head, broadcast over the query heads
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

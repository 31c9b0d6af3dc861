# track: torch
# exercise: scaling
# why: scaled_scores returns its scores as a sparse COO tensor, (q @ k^T / sqrt(d_k)).to_sparse(), "since the mask will hide most of them anyway"; the values are right, but the track returns ordinary (strided) tensors, and a sparse tensor cannot be masked, sliced or compared like one
# kind: rules
# diagnosis: wrong-array-type
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores.to_sparse()

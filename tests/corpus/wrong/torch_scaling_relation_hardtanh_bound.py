# track: torch
# exercise: scaling
# why: scaled_scores bounds the scores with F.hardtanh(scores, -5.0, 5.0) ("keep the logits in a safe range for exp"), so every score beyond +-5 is clipped
# kind: relation
# diagnosis: clipped, logits-clipped
import math

import torch

import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return F.hardtanh(scores, -5.0, 5.0)

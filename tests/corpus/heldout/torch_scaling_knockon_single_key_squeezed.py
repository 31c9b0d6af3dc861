# track: torch
# exercise: scaling
# why: scaled_scores drops the key axis when there is a single key, scores.squeeze(-1) ("one key gives one score per query"), so for S = 1 it returns (..., T) instead of (..., T, 1), and attention then hands mask_scores, stable_softmax and weighted_mixture scores without their key axis
# kind: knockon
# diagnosis: missing-axis, axis-reduced
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    if scores.shape[-1] == 1:  # a single key: one score per query
        scores = scores.squeeze(-1)
    return scores

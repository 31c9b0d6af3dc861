# track: torch
# exercise: scaling
# why: scaled_scores divides its fresh product in place under torch.no_grad(), scores.div_(math.sqrt(d_k)) ("the scale is a constant, autograd need not track it"); the values are right, but autograd never records the division, so the gradients reaching q and k are those of the unscaled product, sqrt(d_k) times too large
# kind: rules
# diagnosis: gradient-differs
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    with torch.no_grad():
        scores.div_(math.sqrt(q.shape[-1]))  # a constant: nothing to differentiate
    return scores

# track: torch
# exercise: scaling
# why: scaled_scores calls scores.div(math.sqrt(d_k)) on a line of its own, taking Tensor.div for the in-place div_; div returns a new tensor, which is thrown away, so the unscaled product q @ k^T is returned
# kind: relation
# diagnosis: scale-none
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1)
    scores.div(math.sqrt(q.shape[-1]))  # scale the scores
    return scores

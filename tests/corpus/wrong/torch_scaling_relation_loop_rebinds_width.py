# track: torch
# exercise: scaling
# why: scaled_scores reads the width into d, then checks the ranks with "for d in (q.dim(), k.dim())", reusing the name d as the loop variable; the loop leaves d at k.dim(), so the scores are divided by sqrt of the keys' number of axes (sqrt(2) for 2-D keys) instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio, ratio:fixed-scale
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    d = q.shape[-1]  # the width d_k
    for d in (q.dim(), k.dim()):
        if d < 2:
            raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(d)

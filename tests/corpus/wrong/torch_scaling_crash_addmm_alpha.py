# track: torch
# exercise: scaling
# why: scaled_scores folds the scale into torch.addmm(q.new_zeros(()), q, k.mT, beta=0, alpha=1/sqrt(d_k)) ("one fused kernel for the product and the scale"); addmm multiplies 2-D matrices only, so it is right for unbatched q and k and raises RuntimeError for any batch or head axis
# kind: crash
# diagnosis: crash, fixed-ndim
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.addmm(q.new_zeros(()), q, k.mT, beta=0, alpha=1 / math.sqrt(q.shape[-1]))

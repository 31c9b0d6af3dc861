# track: torch
# exercise: scaling
# why: scaled_scores pairs every query with every key by broadcasting, q.unsqueeze(-2) * k.unsqueeze(-3) summed over d_k, and then calls .squeeze() "to drop the two axes it inserted"; those were already used up by the broadcast, so squeeze() removes whatever length-1 axes the scores have: one query (T = 1), one key (S = 1) or a batch of one lose their axis
# kind: axes
# diagnosis: missing-axis
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q.unsqueeze(-2) * k.unsqueeze(-3)  # (..., T, S, d_k)
    scores = products.sum(dim=-1).squeeze()  # drop the inserted axes
    return scores / math.sqrt(q.shape[-1])

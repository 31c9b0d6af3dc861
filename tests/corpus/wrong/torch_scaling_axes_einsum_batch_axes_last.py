# track: torch
# exercise: scaling
# why: scaled_scores contracts with torch.einsum("...td,...sd->ts...", q, k), writing the output's ellipsis at the end, so with leading batch or head axes the scores come back (T, S, ...), the batch axes moved behind the score table; right only for 2-D inputs
# kind: axes
# diagnosis: permuted, fixed-leading-axes
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.einsum("...td,...sd->ts...", q, k) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: scaled_scores ports x-transformers' Attention scale, self.scale = dim_head ** -0.5 with the constructor's default dim_head = 64, so every score is multiplied by 1/8 whatever the keys' real width d_k is
# kind: public
# diagnosis: ratio:fixed-scale, ratio
import math

import torch


DIM_HEAD = 64  # x-transformers' default head width


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = DIM_HEAD ** -0.5
    return torch.einsum("...id,...jd->...ij", q, k) * scale

# track: torch
# exercise: scaling
# why: scaled_scores keeps the scale of the DIFF Transformer's multihead_diffattn (Ye et al. 2024), self.scaling = self.head_dim ** -0.5 with head_dim = embed_dim // num_heads // 2 (each head's q and k are cut in two halves there), as (d_k // 2) ** -0.5 on the whole, uncut d_k; the scores are about sqrt(2) times too large (not exactly, for odd d_k) and d_k = 1 divides by zero
# kind: public
# diagnosis: ratio, ratio:trend-d_k, ratio:constant, divides-by-zero
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.shape[-1] // 2  # multihead_diffattn: embed_dim // num_heads // 2
    scaling = head_dim ** -0.5
    q = q * scaling
    return q @ k.transpose(-1, -2)

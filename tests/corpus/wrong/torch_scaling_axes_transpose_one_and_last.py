# track: torch
# exercise: scaling
# why: scaled_scores turns the keys with k.transpose(1, -1) ("swap the key axis, axis 1 of (B, S, d_k), with the features"), which swaps S and d_k only for 3-D keys: 2-D keys are left as they are (1 is -1 there) and 4-D (B, H, S, d_k) keys swap H with d_k, so unbatched and multi-head calls raise a size mismatch in the product
# kind: axes
# diagnosis: fixed-ndim, fixed-leading-axes, fails-unless-ndim
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = k.transpose(1, -1)  # (B, S, d_k) -> (B, d_k, S)
    return torch.matmul(q, k_t) / math.sqrt(q.shape[-1])

# track: torch
# exercise: scaling
# why: ports the score line of Keras 3's dot_product_attention, torch.einsum("BTNH,BSNH->BNTS", query, key) * scale, written for (batch, T, heads, head_dim) tensors; the kit's q and k are (..., T, d_k), so every call that is not exactly 4-D raises and 4-D (B, H, T, d) heads are read with T and H swapped
# kind: public
# diagnosis: einsum-letters, fixed-ndim
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    return torch.einsum("BTNH,BSNH->BNTS", q, k) * scale

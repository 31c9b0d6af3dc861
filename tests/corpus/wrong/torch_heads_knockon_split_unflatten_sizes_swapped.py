# track: torch
# exercise: heads
# why: split_heads unflattens the features as x.unflatten(-1, (-1, n_heads)) (d_h first, then H) and swaps axes -3 and -2, so it returns (..., d_h, T, H) where (..., H, T, d_h) belongs, and multi_head_self_attention built on it fails
# kind: knockon
# diagnosis: split-sizes-swapped, split-interleaved, permuted

import torch

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (-1, n_heads)).transpose(-3, -2)

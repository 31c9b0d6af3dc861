# track: torch
# exercise: heads
# why: split_heads builds the heads without a copy as x.as_strided((..., H, T, d_h), (..., T*d_h, d_h, 1)), giving each head a contiguous T x d_h block of memory as if x were already (H, T, d_h); x is (T, H*d_h), so each head reads whole rows of several positions, and multi_head_self_attention fails through it
# kind: knockon
# diagnosis: merge-no-transpose, reordered, fails-with-several-heads, split-reshape
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    x = x.contiguous()
    *lead, t, width = x.shape
    d_h = width // n_heads
    size = (*lead, n_heads, t, d_h)
    stride = (*x.stride()[:-2], t * d_h, d_h, 1)
    return x.as_strided(size, stride)

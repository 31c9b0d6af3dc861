# track: torch
# exercise: heads
# why: split_heads unflattens the width correctly to (..., T, H, d_h) but then swaps the last two axes, .transpose(-2, -1), instead of H with T (-3, -2), returning (..., T, d_h, H); multi_head_self_attention then attends over the wrong axes and fails or returns wrong values
# kind: knockon
# diagnosis: permuted
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-2, -1)

# track: torch
# exercise: heads
# why: split_heads unflattens the features with x.unflatten(-1, n_heads, d_h), passing the two new sizes as separate arguments as reshape takes them; Tensor.unflatten wants them as one tuple, unflatten(dim, sizes), so every valid call raises TypeError (and multi_head_self_attention with it)
# kind: crash
# diagnosis: crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return x.unflatten(-1, n_heads, d_h).transpose(-3, -2)

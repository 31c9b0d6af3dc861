# track: torch
# exercise: heads
# why: split_heads raises ValueError when n_heads < 2 ("multi-head attention needs at least two heads"), so the valid single-head split, n_heads = 1, and multi-head attention with one head are rejected
# kind: error
# diagnosis: error-on-valid
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 2:
        raise ValueError(f"multi-head attention needs at least two heads; got n_heads={n_heads}")
    if x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

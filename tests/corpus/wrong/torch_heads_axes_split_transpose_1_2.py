# track: torch
# exercise: heads
# why: split_heads swaps the heads forward with .transpose(1, 2), the axes of the (B, T, H, d_h) layout in tutorials, so it is right only for 3-D input: a 2-D (T, D) input comes back (T, d_h, H) and 4-D input swaps the wrong pair
# kind: axes
# diagnosis: fixed-leading-axes, permuted
import math

import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(1, 2)

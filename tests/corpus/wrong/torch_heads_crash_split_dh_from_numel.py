# track: torch
# exercise: heads
# why: split_heads computes the head width as x.numel() // (t * n_heads), counting the entries of every batch and head axis too, so any input with leading axes fails to reshape
# kind: crash
# diagnosis: crash, fixed-leading-axes
import math

import torch

def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = x.numel() // (t * n_heads)
    return x.reshape(*lead, t, n_heads, d_h).transpose(-3, -2)

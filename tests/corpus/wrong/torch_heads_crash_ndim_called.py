# track: torch
# exercise: heads
# why: split_heads checks the rank with x.ndim() < 2, calling Tensor.ndim (an int attribute, the alias of dim()) as if it were the method dim(), so every valid call raises TypeError ('int' object is not callable), and multi-head attention fails through it
# kind: crash
# diagnosis: crash
import torch


def split_heads(x, n_heads):
    if x.ndim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads cuts the width into heads with x.unfold(-1, d_h, d_h) (windows of d_h features, stepping d_h) and returns that as it is, (..., T, H, d_h), without moving the head axis in front of T
# kind: axes
# diagnosis: transposed, permuted
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return x.unfold(-1, d_h, d_h)  # (..., T, H, d_h)

# track: torch
# exercise: heads
# why: split_heads unflattens the width into (H, d_h) correctly but then moves the wrong axis, movedim(-1, -3) (d_h) where the heads axis -2 belongs, so it returns (..., d_h, T, H) instead of (..., H, T, d_h)
# kind: axes
# diagnosis: permuted, split-heads-first
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).movedim(-1, -3)

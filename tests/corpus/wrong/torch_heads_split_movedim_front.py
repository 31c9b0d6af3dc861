# track: torch
# exercise: heads
# why: split_heads unflattens the features into (H, d_h) correctly but then moves the head axis with movedim(-2, 0), to the very front, instead of just before T
# kind: axes-shapes
# diagnosis: split-heads-first,permuted
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).movedim(-2, 0)

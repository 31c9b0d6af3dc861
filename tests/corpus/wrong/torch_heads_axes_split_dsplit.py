# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.dsplit(x, n_heads) ("depth-wise" read as the feature axis) and stacks the pieces on dim -3; torch.dsplit always splits dim 2, which is the feature axis only for 3-D x: 2-D (T, D) input raises RuntimeError, and 4-D (B, H', T, D) input is cut along T instead of the features
# kind: axes
# diagnosis: fixed-leading-axes, crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = torch.dsplit(x, n_heads)  # H pieces of (..., T, d_h)
    return torch.stack(pieces, dim=-3)

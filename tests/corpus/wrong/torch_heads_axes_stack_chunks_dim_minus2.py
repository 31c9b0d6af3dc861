# track: torch
# exercise: heads
# why: split_heads cuts the width with x.chunk(n_heads, dim=-1) and stacks the pieces with torch.stack(..., dim=-2), which puts the new heads axis after T: it returns (..., T, H, d_h) instead of (..., H, T, d_h)
# kind: axes
# diagnosis: permuted
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return torch.stack(x.chunk(n_heads, dim=-1), dim=-2)

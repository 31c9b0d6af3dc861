# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.chunk(x, d_h, dim=-1), giving chunk the head width as torch.split takes it; chunk takes the NUMBER of pieces, so it makes d_h heads of width H instead of H heads of width d_h (right only where H == d_h)
# kind: axes
# diagnosis: split-sizes-swapped
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return torch.stack(torch.chunk(x, d_h, dim=-1), dim=-3)

# track: torch
# exercise: heads
# why: split_heads cuts the features with torch.tensor_split(x, list(range(0, width, d_h)), dim=-1), listing where every head STARTS (0, d_h, 2*d_h, ...) where tensor_split takes the places to cut; the cut at 0 makes an empty first piece (..., T, 0), so torch.stack of the H + 1 pieces raises RuntimeError on every valid input
# kind: crash
# diagnosis: crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    starts = list(range(0, width, d_h))  # where each head begins
    return torch.stack(torch.tensor_split(x, starts, dim=-1), dim=-3)

# track: torch
# exercise: heads
# why: split_heads gathers each head's features through an index table, torch.take(x, idx) with idx = arange(width).view(H, d_h), reading take as "index the last axis"; torch.take has no dim and always indexes the flattened tensor, so it returns one (H, d_h) block of x's first entries and the .transpose(-3, -2) after it raises IndexError on every valid call (and multi-head attention with it)
# kind: crash
# diagnosis: crash, fixed-ndim
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    idx = torch.arange(width, device=x.device).view(n_heads, d_h)  # row h: head h's features
    heads = torch.take(x, idx)  # meant: (..., T, H, d_h)
    return heads.transpose(-3, -2)  # (..., H, T, d_h)

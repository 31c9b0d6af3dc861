# track: torch
# exercise: heads
# why: split_heads validates the head count with torch._check_is_size(n_heads) ("PyTorch's own check that a number is a valid size"), which raises RuntimeError for a negative count and lets 0 through (a size may be 0), so n_heads = -2 gives RuntimeError and n_heads = 0 a ZeroDivisionError from the width check instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, divides-by-zero
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    torch._check_is_size(n_heads)
    if x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

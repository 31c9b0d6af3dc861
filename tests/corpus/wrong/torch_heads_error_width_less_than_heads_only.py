# track: torch
# exercise: heads
# why: split_heads only rejects n_heads < 1 or n_heads > width ("no more heads than features"), not a head count that does not divide the width, so such a count reaches reshape and raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    if n_heads < 1 or n_heads > width:
        raise ValueError(f"n_heads={n_heads} must be between 1 and the width {width}")
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads checks the head count correctly, n_heads < 1 or width % n_heads, but its message reports the head width it would give, f"... into {n_heads} heads of width {width / n_heads}"; for n_heads = 0 the check fires (n_heads < 1 comes first) and building the message divides by zero, so split_heads (and multi-head attention) raise ZeroDivisionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    *lead, t, width = x.shape
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"cannot split the width {width} into {n_heads} heads of width {width / n_heads}")
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads checks divisibility on the wrong axis, x.shape[-2] % n_heads (the T positions) where the width x.shape[-1] belongs, so a valid width with T not a multiple of n_heads raises ValueError, and a width n_heads does not divide gets through to reshape, which raises RuntimeError
# kind: error
# diagnosis: error-on-valid, error-not-valueerror, error-not-raised
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-2] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads checks divisibility on the whole tensor, x.numel() % n_heads, instead of on the width x.shape[-1]; a head count that does not divide the width but divides the number of entries gets past the check and the reshape then raises RuntimeError, not ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.numel() % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

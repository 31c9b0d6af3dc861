# track: torch
# exercise: heads
# why: split_heads writes its head-count check as "return ValueError(...)" where raise was meant, so n_heads < 1 or a head count that does not divide the width comes back as a ValueError object instead of raising (and multi-head attention then fails on it with another error)
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        return ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads also requires the head count to be a power of two (n_heads & (n_heads - 1) must be 0, "fused kernels split the width by halving"), so valid head counts such as 3 or 6 that divide the width raise ValueError, in split_heads and in multi-head attention
# kind: error
# diagnosis: error-on-valid
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    if n_heads & (n_heads - 1):
        raise ValueError(f"n_heads={n_heads} must be a power of two")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

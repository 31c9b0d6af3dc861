# track: torch
# exercise: heads
# why: split_heads takes the number of positions as t = len(x), the length of the first axis, which is T only for unbatched (T, D) input; with a batch axis it is B, so the reshape to (*lead, t, H, d_h) raises or scrambles positions, and multi-head attention on batched input fails through it
# kind: knockon
# diagnosis: fails-unless-ndim, fails-with-leading-axes, crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    t = len(x)
    lead = x.shape[:-2]
    return x.reshape(*lead, t, n_heads, x.shape[-1] // n_heads).transpose(-3, -2)

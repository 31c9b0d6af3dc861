# track: torch
# exercise: heads
# why: split_heads puts a bare * before its head count, def split_heads(x, *, n_heads), "so that calls read split_heads(x, n_heads=4)"; multi_head_self_attention (and every caller that passes the count positionally, as the contract's signature allows) then raises TypeError on every valid call
# kind: knockon
# diagnosis: signature-differs, crash
import torch


def split_heads(x, *, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

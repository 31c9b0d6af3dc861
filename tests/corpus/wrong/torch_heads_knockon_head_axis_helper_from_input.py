# track: torch
# exercise: heads
# why: split_heads and merge_heads share the student's helper _head_dim(t) = t.dim() - 3 ("the head axis sits third from the end", as a positive index); merge_heads applies it to its own (..., H, T, d_h) input, which is right, but split_heads applies it to x (..., T, H*d_h), which has one axis fewer than the split result, and stacks the heads at that index: for unbatched x the heads land last (T, d_h, H), for (B, T, D) they land first (H, B, T, d_h), so split_heads and multi-head attention are wrong
# kind: knockon
# diagnosis: permuted, split-heads-first, fails-unless-ndim
import torch


def _head_dim(t):
    # the head axis of a (..., H, T, d_h) layout, counted from the front
    return t.dim() - 3


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return torch.stack(x.split(d_h, dim=-1), dim=_head_dim(x))


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return torch.cat(x.unbind(_head_dim(x)), dim=-1)

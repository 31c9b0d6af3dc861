# track: torch
# exercise: heads
# why: split_heads and merge_heads share the student's helper _swap_heads_time(x) = x.transpose(1, 2), the (B, T, H, d) <-> (B, H, T, d) swap of 4-D Hugging Face code; it swaps H and T only for one batch axis, so unbatched and multi-batch inputs are split and merged along the wrong axes, and multi-head attention fails with them
# kind: knockon
# diagnosis: fixed-leading-axes, fails-unless-ndim, permuted, fixed-ndim
import torch


def _swap_heads_time(x):
    """(B, T, H, d) <-> (B, H, T, d)."""
    return x.transpose(1, 2)


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return _swap_heads_time(x.reshape(*lead, t, n_heads, width // n_heads))


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return _swap_heads_time(x).reshape(*lead, t, h * d_h)

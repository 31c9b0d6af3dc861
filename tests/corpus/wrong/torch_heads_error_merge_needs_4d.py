# track: torch
# exercise: heads
# why: merge_heads checks its rank with x.dim() != 4 ("heads come as (B, H, T, d_h)"), so valid unbatched (H, T, d_h) heads and heads with more leading axes raise ValueError
# kind: error
# diagnosis: error-on-valid, fails-unless-ndim
import torch


def merge_heads(x):
    if x.dim() != 4:
        raise ValueError(f"merge_heads needs x (B, H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

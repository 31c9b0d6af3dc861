# track: torch
# exercise: heads
# why: merge_heads checks its rank as x.dim() < 4 ("batch, heads, time, features"), one axis too many, so valid unbatched (H, T, d_h) heads raise ValueError (and multi-head attention on unbatched x with them)
# kind: error
# diagnosis: error-on-valid

import torch

def merge_heads(x):
    if x.dim() < 4:
        raise ValueError(f"merge_heads needs x (B, H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

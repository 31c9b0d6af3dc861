# track: torch
# exercise: heads
# why: merge_heads unpacks its sizes as *lead, h, t, d_h = x.shape[-3:], slicing the last three sizes before the starred unpacking, so lead is always empty and the reshape targets (T, H*d_h): right for unbatched (H, T, d_h) heads, but every batched input fails to reshape (and multi-head attention on batched x with it)
# kind: axes
# diagnosis: fixed-ndim, fails-unless-ndim, crash
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape[-3:]
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

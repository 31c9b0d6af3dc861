# track: torch
# exercise: heads
# why: merge_heads unpacks its input's sizes as *lead, t, h, d_h = x.shape, in the (..., T, H, d_h) order the split passes through, though x is (..., H, T, d_h); so t holds H and h holds T, and after the (right) swap the reshape to (*lead, t, h * d_h) gives (..., H, T*d_h): the expected numbers in their order but cut into H rows of T*d_h where T rows of H*d_h belong (right only when H == T), and the product with w_o fails in multi-head attention
# kind: axes
# diagnosis: axes-folded, needs-square, reshaped-sizes
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, t, h, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

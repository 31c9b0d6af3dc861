# track: torch
# exercise: heads
# why: merge_heads ends its return line with a stray comma, return x.transpose(-3, -2).reshape(*lead, t, h * d_h),  which makes the result a one-element tuple holding the tensor instead of the tensor, so merge_heads (and the multi-head output projection after it) fails
# kind: rules
# diagnosis: wrong-array-type, crash
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h),

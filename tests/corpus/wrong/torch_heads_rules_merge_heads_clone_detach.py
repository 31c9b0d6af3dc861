# track: torch
# exercise: heads
# why: merge_heads returns x.transpose(-3, -2).reshape(...).clone().detach() "a clean contiguous copy", so the merged heads carry no gradient and multi_head_self_attention's output gives no gradient to x or the projections
# kind: rules
# diagnosis: no-gradient, gradient-differs
import math

import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h).clone().detach()

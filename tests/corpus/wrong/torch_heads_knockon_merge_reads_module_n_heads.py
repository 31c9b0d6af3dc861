# track: torch
# exercise: heads
# why: merge_heads sizes its result with n_heads * d_h, reading n_heads from the module-level n_heads = 2 left from the worked example instead of the head count of x (x.shape[-3]); with 2 heads it is right, with any other head count the reshape raises RuntimeError, in merge_heads and in multi-head attention
# kind: knockon
# diagnosis: crash
import torch

n_heads = 2  # worked example: D = 8 split into 2 heads of 4


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, n_heads * d_h)

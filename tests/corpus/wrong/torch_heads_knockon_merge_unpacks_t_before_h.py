# track: torch
# exercise: heads
# why: merge_heads unpacks the shape in the output's order, *lead, t, h, d_h = x.shape, where the input is (..., H, T, d_h), so it reshapes to (..., H, T*d_h) and multi-head attention's w_o product fails whenever H != T
# kind: knockon
# diagnosis: crash, matmul-mismatch, reshaped-sizes
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    *lead, t, h, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

# track: torch
# exercise: heads
# why: merge_heads moves the heads axis to the end, x.permute(*range(x.dim() - 3), -2, -1, -3) ((..., T, d_h, H)), before flattening the last two axes, so the features come out interleaved (feature j*H + h) instead of head by head
# kind: axes
# diagnosis: split-interleaved, permuted, reordered
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    lead = range(x.dim() - 3)
    return x.permute(*lead, -2, -1, -3).flatten(-2)

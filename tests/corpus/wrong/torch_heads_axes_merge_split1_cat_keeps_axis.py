# track: torch
# exercise: heads
# why: merge_heads cuts the heads apart with x.split(1, dim=-3) and joins them with torch.cat(..., dim=-1); each piece keeps its head axis of length 1, so the result is (..., 1, T, H*d_h), an extra axis before T
# kind: axes
# diagnosis: extra-axis
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    return torch.cat(x.split(1, dim=-3), dim=-1)

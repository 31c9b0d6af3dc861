# track: torch
# exercise: heads
# why: merge_heads swaps H and T and joins the last two axes with flatten(-1, -2), the end before the start; flatten needs start_dim <= end_dim, so every valid call raises RuntimeError
# kind: crash
# diagnosis: crash
import torch


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return x.transpose(-3, -2).flatten(-1, -2)

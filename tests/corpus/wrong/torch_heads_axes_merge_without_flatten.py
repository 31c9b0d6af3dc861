# track: torch
# exercise: heads
# why: merge_heads swaps the H and T axes, x.transpose(-3, -2), and stops there, forgetting to join the last two axes, so it returns (..., T, H, d_h) instead of (..., T, H*d_h), and multi-head attention's output projection then meets a d_h-wide last axis (a size mismatch unless H is 1)
# kind: axes
# diagnosis: axis-split


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    # put the heads side by side for every position
    return x.transpose(-3, -2)

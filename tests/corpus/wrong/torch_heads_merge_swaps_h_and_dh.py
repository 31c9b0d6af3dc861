# track: torch
# exercise: heads
# why: merge_heads swaps the wrong pair of axes, x.transpose(-3, -1) (H with d_h) instead of transpose(-3, -2) (H with T), then reshapes to (..., T, H*d_h), so positions, heads and features come out scrambled
# kind: axes-shapes
# diagnosis: reordered, permuted, merge-no-transpose


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -1).reshape(*lead, t, h * d_h)

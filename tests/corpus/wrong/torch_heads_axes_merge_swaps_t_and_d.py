# track: torch
# exercise: heads
# why: merge_heads swaps the wrong pair before flattening, x.transpose(-2, -1) (T with d_h) where transpose(-3, -2) (H with T) belongs, then reshapes to (..., T, H*d_h); the reshape just reflows (H, d_h, T) in memory order, so every row mixes positions and features
# kind: axes
# diagnosis: reordered, reshaped-transpose

def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.transpose(-2, -1).reshape(*lead, t, h * d_h)

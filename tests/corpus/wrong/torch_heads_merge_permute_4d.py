# track: torch
# exercise: heads
# why: merge_heads hard-codes x.permute(0, 2, 1, 3), which only works for 4-D (B, H, T, d_h) inputs
# named-by: not enough values to unpack (expected 4, got 3)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    b, h, t, d_h = x.shape
    return x.permute(0, 2, 1, 3).reshape(b, t, h * d_h)

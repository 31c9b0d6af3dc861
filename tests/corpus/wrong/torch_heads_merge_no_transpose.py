# track: torch
# exercise: heads
# why: merge_heads reshapes (..., H, T, d_h) to (..., T, H*d_h) without moving the head axis first
# diagnosis: merge-no-transpose


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return x.reshape(*lead, t, h * d_h)

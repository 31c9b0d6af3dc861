# track: torch
# exercise: heads
# why: merge_heads checks its rank with "if x.dim < 3:", comparing the bound method dim with an int instead of calling x.dim(), so merge_heads (and multi-head attention through it) raises TypeError on every valid call
# kind: crash
# diagnosis: crash


def merge_heads(x):
    if x.dim < 3:
        raise ValueError(f"merge_heads needs (..., H, T, d_h); got {tuple(x.shape)}")
    *lead, h, t, d_h = x.shape
    return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

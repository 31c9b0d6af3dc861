# track: torch
# exercise: heads
# why: merge_heads writes the target shape the way the docstrings write it, x.transpose(-3, -2).reshape(..., t, h * d_h), with a literal Ellipsis for "the leading axes"; reshape only takes sizes, so every valid call of merge_heads raises TypeError, and multi-head attention with it
# kind: crash
# diagnosis: crash


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {tuple(x.shape)}")
    h, t, d_h = x.shape[-3:]
    return x.transpose(-3, -2).reshape(..., t, h * d_h)

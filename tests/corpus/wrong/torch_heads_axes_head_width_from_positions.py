# track: torch
# exercise: heads
# why: split_heads computes the head width from the positions axis, d_h = x.shape[-2] // n_heads (a -2 typed for -1), and unflattens the features into (n_heads, d_h); unflatten refuses whenever n_heads * (T // n_heads) is not the width, so split_heads and multi-head attention fail on most valid inputs
# kind: axes
# diagnosis: crash


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-2] // n_heads
    return x.unflatten(-1, (n_heads, d_h)).transpose(-3, -2)

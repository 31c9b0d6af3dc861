# track: torch
# exercise: heads
# why: after reshaping to (..., T, H, d_h) it swaps the last two axes (transpose(-2, -1)) instead of H and T (transpose(-3, -2)), returning (..., T, d_h, H)
# kind: axes
# diagnosis: permuted


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide {x.shape[-1]}")
    *lead, t, width = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-2, -1)

# track: torch
# exercise: heads
# why: split_heads skips the H/T swap when n_heads == 1 ("a single head needs no reordering") and returns (..., T, 1, d_h) instead of (..., 1, T, d_h); multi-head attention with one head then attends over an axis of length 1 and its merge and output projection fail, while several heads are right
# kind: knockon
# diagnosis: permuted


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads)
    if n_heads == 1:
        return heads  # a single head needs no reordering
    return heads.transpose(-3, -2)

# track: torch
# exercise: heads
# why: split_heads views x straight as (..., H, T, d_h), mixing positions and features
# diagnosis: split-reshape


def split_heads(x, n_heads):
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    *lead, t, width = x.shape
    return x.reshape(*lead, n_heads, t, width // n_heads)

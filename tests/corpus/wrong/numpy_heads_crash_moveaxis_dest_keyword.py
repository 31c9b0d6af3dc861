# track: numpy
# exercise: heads
# why: split_heads moves the head axis with np.moveaxis(r, source=-2, dest=-3), half-remembering the keyword names; np.moveaxis calls them source and destination, so every valid call raises TypeError (unexpected keyword argument 'dest'), in split_heads and in multi-head attention
# kind: crash
# diagnosis: crash, signature-differs
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return np.moveaxis(r, source=-2, dest=-3)  # (..., H, T, d_h)

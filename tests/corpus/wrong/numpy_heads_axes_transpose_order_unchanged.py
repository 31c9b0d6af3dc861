# track: numpy
# exercise: heads
# why: split_heads moves H in front of T with y.transpose(*range(len(lead)), -3, -2, -1), listing the axes "H, T, d_h" by their positions in y, where H is at -2 and T at -3; ndarray.transpose takes the new order of the old axes, so that order is the identity and the heads come back (..., T, H, d_h)
# kind: axes
# diagnosis: permuted, transposed, split-reshape
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    y = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return y.transpose(*range(len(lead)), -3, -2, -1)  # meant: (..., H, T, d_h)

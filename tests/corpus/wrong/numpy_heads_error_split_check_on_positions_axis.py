# track: numpy
# exercise: heads
# why: split_heads checks divisibility on x.shape[-2] % n_heads, the positions axis T (a -2 typed for -1), so every valid call whose T is not a multiple of the head count raises ValueError, while a width the heads do not divide is left to reshape
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-2] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

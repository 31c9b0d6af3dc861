# track: numpy
# exercise: heads
# why: split_heads checks that n_heads divides x.shape[-2] (T, the positions) instead of x.shape[-1] (the width), so valid inputs whose T is not a multiple of n_heads are rejected with ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-2] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

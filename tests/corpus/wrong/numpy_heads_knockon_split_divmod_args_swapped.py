# track: numpy
# exercise: heads
# why: split_heads gets the head width and the remainder in one step with d_h, rest = divmod(n_heads, width), the arguments in the wrong order (divmod(width, n_heads) was meant); with fewer heads than features that gives d_h = 0 and rest = n_heads, so the "does not divide" check raises ValueError on every valid split with width > n_heads, and multi-head attention fails through it
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    *lead, t, width = x.shape
    if n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1")
    d_h, rest = divmod(n_heads, width)
    if rest:
        raise ValueError(f"n_heads={n_heads} does not divide the width {width}")
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)

# track: numpy
# exercise: heads
# why: split_heads tests divisibility with (width / n_heads).is_integer() before n_heads < 1 in one condition, so n_heads = 0 raises ZeroDivisionError from the true division instead of the contract's ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if not (width / n_heads).is_integer() or n_heads < 1:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    *lead, t, _ = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

# track: numpy
# exercise: heads
# why: split_heads tests the head count with n_heads < 0 where n_heads < 1 belongs, so n_heads = 0 passes that test and reaches x.shape[-1] % n_heads, which raises ZeroDivisionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 0 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be positive and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

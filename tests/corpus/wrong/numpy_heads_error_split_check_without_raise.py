# track: numpy
# exercise: heads
# why: split_heads builds the ValueError for a bad head count but forgets the raise keyword (the exception is created on a line of its own and dropped), so n_heads = 0 goes on to width // 0 and raises ZeroDivisionError, and other bad counts fail only inside reshape, instead of the check raising the contract's ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

# track: numpy
# exercise: heads
# why: split_heads treats a head count below 1 as a type problem, "if not isinstance(n_heads, int) or n_heads < 1: raise TypeError('n_heads must be a positive int')", keeping ValueError only for a count that does not divide the width, so n_heads = 0 or a negative count raises TypeError instead of the ValueError the contract names
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if not isinstance(n_heads, (int, np.integer)) or n_heads < 1:
        raise TypeError(f"n_heads must be a positive int; got {n_heads!r}")
    *lead, t, width = x.shape
    if width % n_heads:
        raise ValueError(f"n_heads={n_heads} does not divide the width {width}")
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

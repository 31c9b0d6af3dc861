# track: numpy
# exercise: heads
# why: split_heads returns np.array(heads, ndmin=4) "so the heads are always (B, H, T, d_h)", which puts a batch axis of length 1 in front of unbatched (H, T, d_h) heads, so split_heads and multi-head attention on a 2-D x return an extra leading axis
# kind: knockon
# diagnosis: extra-axis
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    return np.array(heads, ndmin=4)

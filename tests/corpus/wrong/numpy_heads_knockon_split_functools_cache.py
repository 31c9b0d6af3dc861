# track: numpy
# exercise: heads
# why: split_heads is decorated with functools.cache "because multi-head attention splits projections of the same shape over and over"; cache hashes its arguments and an ndarray is unhashable, so every call of split_heads, and with it every call of multi_head_self_attention, raises TypeError
# kind: knockon
# diagnosis: unhashable-key
import functools

import numpy as np


@functools.cache
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

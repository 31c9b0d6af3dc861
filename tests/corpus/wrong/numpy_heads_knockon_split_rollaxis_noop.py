# track: numpy
# exercise: heads
# why: split_heads moves the axes with np.rollaxis(r, -3, -2), meaning "put T after H"; rollaxis puts an axis just before the start position, and T already stands just before H, so the call changes nothing and split_heads returns (..., T, H, d_h), which multi_head_self_attention then attends over the wrong axes
# kind: knockon
# diagnosis: permuted, transposed
import math

import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return np.rollaxis(r, -3, -2)  # T behind H: (..., H, T, d_h)

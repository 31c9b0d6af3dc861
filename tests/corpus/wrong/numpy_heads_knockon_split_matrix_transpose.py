# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and calls NumPy 2's np.matrix_transpose to "bring H in front of T", but matrix_transpose swaps the last two axes (H and d_h), so split_heads returns (..., T, d_h, H) and multi_head_self_attention attends over the wrong axes
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
    return np.matrix_transpose(x.reshape(*lead, t, n_heads, width // n_heads))

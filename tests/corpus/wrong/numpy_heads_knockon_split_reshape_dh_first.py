# track: numpy
# exercise: heads
# why: split_heads reshapes the features to (..., T, d_h, H), x.reshape(*lead, t, -1, n_heads), and swaps axes -3 and -2, so it returns (..., d_h, T, H) where (..., H, T, d_h) belongs, and multi_head_self_attention built on it fails
# kind: knockon
# diagnosis: split-sizes-swapped, split-interleaved, permuted

import numpy as np

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, -1, n_heads), -3, -2)

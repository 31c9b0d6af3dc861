# track: numpy
# exercise: heads
# why: split_heads computes the head width as d_h = x.size // (t * n_heads), counting every entry of x (batch and head axes included) where only the width belongs, so any input with leading axes fails to reshape
# kind: crash
# diagnosis: crash, fixed-leading-axes
import math

import numpy as np

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = x.size // (t * n_heads)  # entries per position, per head
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)

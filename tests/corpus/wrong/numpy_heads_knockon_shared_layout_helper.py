# track: numpy
# exercise: heads
# why: split_heads and merge_heads share the student's helper _layout(x, n) = (leading axes, x.shape[-2], x.shape[-1] // n), written for split_heads' (..., T, H*d_h); merge_heads calls it with n = H on its (..., H, T, d_h) input, so it takes d_h // H for the head width and its reshape raises ValueError for every valid input with more than one head, in merge_heads and in multi-head attention
# kind: knockon
# diagnosis: crash, fails-with-several-heads
import numpy as np


def _layout(x, n):
    *lead, t, width = x.shape
    return lead, t, width // n


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    lead, t, d_h = _layout(x, n_heads)
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    h = x.shape[-3]
    lead, t, d_h = _layout(x, h)
    return np.swapaxes(x, -3, -2).reshape(*lead[:-1], t, h * d_h)

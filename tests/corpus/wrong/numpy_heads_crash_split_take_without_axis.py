# track: numpy
# exercise: heads
# why: split_heads picks each head's features with an index table, np.take(x, idx) where idx = arange(width).reshape(H, d_h), but leaves out axis=-1; without an axis np.take indexes the FLATTENED x, so it returns one (H, d_h) block of x's first entries and the swap of axes -3 and -2 that follows raises AxisError on every valid call (and multi-head attention with it)
# kind: crash
# diagnosis: crash, fixed-ndim
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    idx = np.arange(width).reshape(n_heads, d_h)  # row h: the features of head h
    heads = np.take(x, idx)  # meant: (..., T, H, d_h)
    return np.swapaxes(heads, -3, -2)  # (..., H, T, d_h)

# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, range(0, width, d_h), axis=-1), giving the START of every head (0, d_h, 2*d_h, ...) where np.split takes the places to cut; the cut at 0 makes an empty first piece, (..., T, 0), so np.stack of the pieces raises ValueError ("all input arrays must have the same shape") on every valid input
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    d_h = width // n_heads
    pieces = np.split(x, range(0, width, d_h), axis=-1)  # head h starts at h * d_h
    return np.stack(pieces, axis=-3)

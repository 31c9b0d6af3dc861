# track: numpy
# exercise: heads
# why: split_heads moves the heads axis in front of T with np.rot90(x.reshape(..., T, H, d_h), axes=(-3, -2)), taking a quarter turn for a swap of two axes; rot90 also flips one of them, so the heads come out in reverse order (head 0 holds the last features) and multi-head attention mixes them up
# kind: axes
# diagnosis: axis-flipped
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    per_position = x.reshape(*lead, t, n_heads, width // n_heads)  # (..., T, H, d_h)
    return np.rot90(per_position, axes=(-3, -2))  # turn (T, H) into (H, T)

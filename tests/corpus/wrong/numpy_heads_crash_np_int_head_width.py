# track: numpy
# exercise: heads
# why: split_heads computes the head width as np.int(width / n_heads), the np.int alias of NumPy 1.x tutorials that NumPy removed (1.24), so every valid call raises AttributeError after the checks pass
# kind: crash
# diagnosis: crash
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = np.int(width / n_heads)
    return np.swapaxes(x.reshape(*lead, t, n_heads, d_h), -3, -2)

# track: numpy
# exercise: heads
# why: merge_heads validates its input with "if x.ndim != 3" (reading "(H, T, d_h)" literally), so every valid x with leading batch axes, (..., H, T, d_h), raises ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-leading-axes
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim != 3:
        raise ValueError(f"merge_heads needs x (H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

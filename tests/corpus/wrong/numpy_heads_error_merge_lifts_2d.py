# track: numpy
# exercise: heads
# why: merge_heads treats a 2-D input as one head, x = x[np.newaxis] ("a single (T, d_h) head"), instead of raising ValueError for fewer than 3 axes, so a (T, d_h) array is returned unchanged and no error is raised
# kind: error
# diagnosis: error-not-raised
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim == 2:
        x = x[np.newaxis]
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

# track: numpy
# exercise: heads
# why: merge_heads checks its rank with x.ndim() < 3, calling ndarray.ndim as if it were torch's x.dim(); ndim is an int attribute, so every valid call raises TypeError ('int' object is not callable)
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim() < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

# track: numpy
# exercise: heads
# why: merge_heads moves the head axis with np.moveaxis(x, -3, -1) (to the end, after d_h) instead of just behind T, then reshapes to (..., T, H*d_h); the features come out interleaved, feature j of every head side by side
# kind: axes
# diagnosis: reordered, merge-no-transpose
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs (..., H, T, d_h)")
    *lead, h, t, d_h = x.shape
    return np.moveaxis(x, -3, -1).reshape(*lead, t, h * d_h)

# track: numpy
# exercise: heads
# why: merge_heads moves H behind T with np.rollaxis(x, -3, -2) before the reshape, but rollaxis puts the axis just before position start, which is where H already stands, so nothing moves and the reshape joins each head's (T, d_h) block row by row, mixing positions into the features
# kind: axes
# diagnosis: merge-no-transpose
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.rollaxis(x, -3, -2).reshape(*lead, t, h * d_h)

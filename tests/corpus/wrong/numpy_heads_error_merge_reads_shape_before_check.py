# track: numpy
# exercise: heads
# why: merge_heads reads h = x.shape[-3] on its first line, before its rank check, so a 2-D input raises IndexError (tuple index out of range) instead of the ValueError the check below it would give
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    h, t, d_h = x.shape[-3], x.shape[-2], x.shape[-1]
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    return np.swapaxes(x, -3, -2).reshape(*x.shape[:-3], t, h * d_h)

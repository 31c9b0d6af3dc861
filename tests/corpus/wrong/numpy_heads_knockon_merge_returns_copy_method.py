# track: numpy
# exercise: heads
# why: merge_heads ends with ".copy" without the call parentheses ("return a fresh contiguous array"), so it returns the bound method of the merged array instead of the array, and multi-head attention fails on merged @ w_o with TypeError
# kind: knockon
# diagnosis: wrong-array-type, crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h) with 3 or more axes")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h).copy

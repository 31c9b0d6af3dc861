# track: numpy
# exercise: heads
# why: merge_heads swaps the head axis with the feature axis, np.swapaxes(x, -3, -1) (H with d_h, a -1 typed for -2), and reshapes the (..., d_h, T, H) result to (..., T, H*d_h), so the positions and features come out scrambled
# kind: axes
# diagnosis: reordered, permuted, merge-no-transpose
import math

import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -1).reshape(*lead, t, h * d_h)

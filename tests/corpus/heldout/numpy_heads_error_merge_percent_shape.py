# track: numpy
# exercise: heads
# why: merge_heads builds its rank error with "got shape %s" % x.shape; a shape of two or more axes is taken as several format arguments for the one %s, so the 2-D input the check exists for raises TypeError (not all arguments converted) from the message instead of the ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h) with 3 or more axes; got shape %s" % x.shape)
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

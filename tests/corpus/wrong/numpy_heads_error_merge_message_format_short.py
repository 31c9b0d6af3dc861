# track: numpy
# exercise: heads
# why: merge_heads builds its rank error with "needs 3 or more axes; got {} axes, shape {}".format(x.ndim), one argument for two fields, so building the message raises IndexError and an x with fewer than 3 axes gets IndexError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError("merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {} axes, shape {}".format(x.ndim))
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

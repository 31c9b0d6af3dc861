# track: numpy
# exercise: heads
# why: split_heads checks the head count with assert (n_heads >= 1 and width % n_heads == 0, "n_heads must divide the width"), parentheses around the condition and its message; the tuple is always true, so n_heads = 0 reaches width // n_heads and raises ZeroDivisionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    *lead, t, width = x.shape
    assert (n_heads >= 1 and width % n_heads == 0, "n_heads must divide the width")
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

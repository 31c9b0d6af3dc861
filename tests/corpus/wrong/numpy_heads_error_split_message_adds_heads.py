# track: numpy
# exercise: heads
# why: split_heads builds its error message as "cannot split width " + str(width) + " into " + n_heads + " heads", converting the width but not the head count; adding the int n_heads to a str raises TypeError, so a head count below 1 or one that does not divide the width raises TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    *lead, t, width = x.shape
    if n_heads < 1 or width % n_heads:
        raise ValueError("cannot split width " + str(width) + " into " + n_heads + " heads")
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

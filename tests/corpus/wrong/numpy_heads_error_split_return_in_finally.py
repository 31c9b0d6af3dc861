# track: numpy
# exercise: heads
# why: split_heads runs its checks and the reshape in a try block and returns the result from its finally block ("always hand back something"); a return in finally discards the ValueError being raised, so n_heads < 1 or a head count that does not divide the width returns None instead of raising
# kind: error
# diagnosis: error-not-raised
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    heads = None
    try:
        if x.ndim < 2:
            raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
        *lead, t, width = x.shape
        if n_heads < 1 or width % n_heads:
            raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
        heads = np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    finally:
        return heads

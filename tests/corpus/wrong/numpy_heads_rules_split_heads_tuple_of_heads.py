# track: numpy
# exercise: heads
# why: split_heads returns tuple(np.split(x, n_heads, axis=-1)), a tuple of H arrays (..., T, d_h) "one per head, ready to loop over", instead of one ndarray (..., H, T, d_h)
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return tuple(np.split(x, n_heads, axis=-1))

# track: numpy
# exercise: heads
# why: split_heads reads the width as width = x.shape[-1:] (a one-item tuple, a slice typed for an index), so its divisibility test width % n_heads raises TypeError on every valid call
# kind: crash
# diagnosis: crash
import numpy as np
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    *lead, t = x.shape[:-1]
    width = x.shape[-1:]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    return np.swapaxes(x.reshape(*lead, t, n_heads, -1), -3, -2)

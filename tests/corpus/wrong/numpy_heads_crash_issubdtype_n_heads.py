# track: numpy
# exercise: heads
# why: split_heads checks that the head count is an integer with np.issubdtype(n_heads, np.integer), handing it the value where a dtype (or type(n_heads)) belongs; issubdtype cannot read the int 2 as a dtype and raises TypeError, so every valid call of split_heads, and of multi-head attention through it, raises
# kind: crash
# diagnosis: crash
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if not np.issubdtype(n_heads, np.integer):
        raise ValueError(f"n_heads must be an integer; got {n_heads!r}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

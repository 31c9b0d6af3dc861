# track: numpy
# exercise: heads
# why: split_heads reshapes "without a copy" by assigning x.shape = (..., T, H, d_h) on the array np.asarray handed back, which is the caller's own array, so the heads come out right but the caller's x is left reshaped to 3 or more axes
# kind: rules
# diagnosis: input-flag-changed, input-changed
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    x.shape = (*lead, t, n_heads, width // n_heads)  # in place, no copy
    return np.swapaxes(x, -3, -2)

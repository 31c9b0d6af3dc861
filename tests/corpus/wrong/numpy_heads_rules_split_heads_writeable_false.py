# track: numpy
# exercise: heads
# why: split_heads guards its input with x.flags.writeable = False ("split_heads must never write into x") on the array np.asarray hands back, which is the caller's own array, so after the call the caller's x is read-only and its next write raises ValueError
# kind: rules
# diagnosis: input-flag-changed
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    x.flags.writeable = False  # read-only in here
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

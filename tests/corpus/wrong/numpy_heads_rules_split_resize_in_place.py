# track: numpy
# exercise: heads
# why: split_heads reshapes "without a copy" with ndarray.resize((..., T, H, d_h), refcheck=False) on the array np.asarray handed back, which is the caller's own array; resize changes that array's shape in place, so the heads are right but the caller's x is left (..., T, H, d_h)
# kind: rules
# diagnosis: input-changed, input-flag-changed
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    x.resize((*lead, t, n_heads, width // n_heads), refcheck=False)
    return np.swapaxes(x, -3, -2)

# track: numpy
# exercise: heads
# why: split_heads stacks the np.split pieces straight into a preallocated buffer, np.stack(pieces, axis=-3, out=np.empty_like(x)) ("the heads hold the same numbers as x"); the buffer has x's shape (..., T, H*d_h), not (..., H, T, d_h), so np.stack raises ValueError on every valid call (and multi-head attention with it)
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = np.split(x, n_heads, axis=-1)
    return np.stack(pieces, axis=-3, out=np.empty_like(x))

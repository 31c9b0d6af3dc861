# track: numpy
# exercise: heads
# why: split_heads raises ValueError unless x has at least 3 axes ("x must be (B, T, D)"), rejecting valid unbatched (T, D) inputs
# kind: inputs-errors
# diagnosis: error-on-valid
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"split_heads needs x (B, T, D); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

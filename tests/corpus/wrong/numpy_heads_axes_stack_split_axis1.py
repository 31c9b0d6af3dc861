# track: numpy
# exercise: heads
# why: split_heads cuts the width with np.split(x, n_heads, axis=-1) and stacks the pieces with np.stack(pieces, axis=1), the head position of the (B, H, T, d_h) layout it had in mind; that is right only for 3-D x: unbatched x gives (T, H, d_h) and x with more leading axes puts H after the second one
# kind: axes
# diagnosis: permuted, fails-unless-ndim, fixed-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.stack(np.split(x, n_heads, axis=-1), axis=1)

# track: numpy
# exercise: heads
# why: split_heads cuts the features into H blocks and stacks them with np.stack(pieces, axis=1), "the heads go after the batch" as in (B, H, T, d_h); axis 1 is just before T only for 3-D x, so unbatched (T, D) input gives (T, H, d_h) and x with more leading axes puts the heads too early, and multi-head attention fails through it
# kind: knockon
# diagnosis: fails-unless-ndim, permuted, fixed-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = np.split(x, n_heads, axis=-1)
    return np.stack(pieces, axis=1)

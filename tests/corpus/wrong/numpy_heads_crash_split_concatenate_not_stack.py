# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, n_heads, axis=-1) and joins the pieces with np.concatenate(pieces, axis=-3) where np.stack belongs: concatenate adds no heads axis, so an unbatched (T, d_h) piece has no axis -3 and every 2-D x raises AxisError, and a batched one has its heads folded into the batch axis, (H*B, T, d_h)
# kind: crash
# diagnosis: crash, axes-folded, fails-unless-ndim
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    pieces = np.split(x, n_heads, axis=-1)  # H pieces (..., T, d_h)
    return np.concatenate(pieces, axis=-3)

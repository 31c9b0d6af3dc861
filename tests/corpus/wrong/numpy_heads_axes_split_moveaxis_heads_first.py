# track: numpy
# exercise: heads
# why: split_heads reshapes to (..., T, H, d_h) and brings the heads forward with np.moveaxis(r, -2, 0), "heads first", which is (H, T, d_h) only for unbatched x; with a batch axis the heads land before the batch, (H, B, T, d_h)
# kind: axes
# diagnosis: permuted, fails-with-leading-axes, fixed-leading-axes, split-heads-first
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return np.moveaxis(r, -2, 0)

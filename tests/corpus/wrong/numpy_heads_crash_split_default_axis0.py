# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, n_heads) and stacks the pieces on axis -3, leaving out axis=-1; np.split cuts along axis 0 by default (the positions T, or the batch), so it raises ValueError when that axis is not a multiple of H and otherwise returns pieces of positions, not of features
# kind: crash
# diagnosis: crash, permuted, fails-with-several-heads, split-default-axis
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.stack(np.split(x, n_heads), axis=-3)

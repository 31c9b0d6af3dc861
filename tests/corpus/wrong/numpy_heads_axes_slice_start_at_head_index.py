# track: numpy
# exercise: heads
# why: split_heads cuts head h as x[..., h:h + d_h], starting at the head's index h where its first feature h * d_h belongs, and stacks the slices on axis -3, so the heads overlap (head 1 holds features 1..d_h) and the last features are never used
# kind: axes
# diagnosis: feature-left-out, split-interleaved, split-stride
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    return np.stack([x[..., h:h + d_h] for h in range(n_heads)], axis=-3)

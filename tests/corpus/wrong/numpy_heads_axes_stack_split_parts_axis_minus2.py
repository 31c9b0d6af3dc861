# track: numpy
# exercise: heads
# why: split_heads cuts the width with np.split(x, n_heads, axis=-1) and joins the pieces with np.stack(parts, axis=-2), which puts the new heads axis after T, (..., T, H, d_h), instead of before it
# kind: axes
# diagnosis: permuted, split-heads-first
import numpy as np
def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    parts = np.split(x, n_heads, axis=-1)
    return np.stack(parts, axis=-2)

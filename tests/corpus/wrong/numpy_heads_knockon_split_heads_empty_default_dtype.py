# track: numpy
# exercise: heads
# why: split_heads fills the heads one by one into out = np.empty((*lead, n_heads, t, d_h)) made without dtype=, which is float64, so float32 input comes back as float64 heads, and multi_head_self_attention (right itself) returns float64 output and weights for float32 inputs through it
# kind: knockon
# diagnosis: dtype-float64
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    out = np.empty((*lead, n_heads, t, d_h))
    for h in range(n_heads):
        out[..., h, :, :] = x[..., h * d_h:(h + 1) * d_h]
    return out

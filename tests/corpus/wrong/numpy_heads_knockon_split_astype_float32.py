# track: numpy
# exercise: heads
# why: split_heads returns its heads with .astype(np.float32) ("attention runs in single precision"), so float64 inputs come back as float32 heads and multi_head_self_attention returns float32 output and weights for float64 x
# kind: knockon
# diagnosis: dtype-changed
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)
    return heads.astype(np.float32)

# track: numpy
# exercise: heads
# why: split_heads follows MXNet's interleaved_matmul_selfatt layout, where the projection's features are stored head-minor (feature j * H + h belongs to head h), reshaping to (..., T, d_h, H) and moving H forward, so head h gets the strided features h, h+H, ... instead of its own block
# kind: public
# diagnosis: split-interleaved
import math

import numpy as np

def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    # interleaved layout: (..., T, d_h, H) -> (..., H, T, d_h)
    r = x.reshape(*lead, t, width // n_heads, n_heads)
    return np.moveaxis(r, -1, -3)

# track: numpy
# exercise: heads
# why: split_heads brings the heads forward with np.swapaxes(r, 0, -2) on the (..., T, H, d_h) reshape, which swaps T and H only for 2-D input; with a batch axis it swaps the batch with the heads, (H, T, B, d_h)
# kind: axes
# diagnosis: fixed-leading-axes, permuted
import math

import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    r = x.reshape(*lead, t, n_heads, width // n_heads)
    return np.swapaxes(r, 0, -2)

# track: numpy
# exercise: heads
# why: split_heads stacks the pieces with np.array(np.split(x, n_heads, axis=-1)), which puts the new heads axis first, (H, ..., T, d_h): right for 2-D input, but with a batch axis the heads come before the batch, so multi_head_self_attention fails through it
# kind: knockon
# diagnosis: split-heads-first, permuted
import math

import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.array(np.split(x, n_heads, axis=-1))

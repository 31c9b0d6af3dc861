# track: numpy
# exercise: heads
# why: merge_heads lays the heads side by side with np.block(list(x)), which iterates over x's first axis: that is the heads axis only for 3-D (H, T, d_h) input; with a batch axis it joins the batch elements along the features and keeps the heads axis
# kind: axes
# diagnosis: fixed-leading-axes, permuted
import math

import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    return np.block(list(x))  # [head 0 | head 1 | ...] along the features

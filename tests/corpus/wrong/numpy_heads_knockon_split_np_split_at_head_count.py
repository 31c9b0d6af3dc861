# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, list(range(n_heads, width, n_heads)), axis=-1), giving np.split the cut positions as multiples of the head COUNT where multiples of the head width d_h belong, so it makes d_h pieces of width H (H heads of width d_h only when H == d_h) and multi_head_self_attention attends with the wrong heads or fails on them
# kind: knockon
# diagnosis: split-sizes-swapped, fails-with-several-heads
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    width = x.shape[-1]
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    cuts = list(range(n_heads, width, n_heads))  # where one head ends and the next begins
    return np.stack(np.split(x, cuts, axis=-1), axis=-3)

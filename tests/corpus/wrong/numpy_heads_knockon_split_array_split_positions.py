# track: numpy
# exercise: heads
# why: split_heads cuts x into heads with np.stack(np.array_split(x, n_heads, axis=-2), axis=-3), giving array_split the positions axis -2 where the features -1 belong, so it returns (..., H, T/H, H*d_h), the positions cut into H blocks (and T not divisible by H fails to stack); multi_head_self_attention, which calls it, fails through it
# kind: knockon
# diagnosis: axis-split, split-default-axis
# miss: the cut along the positions is right with one head only, and the cases with one head are the ones without leading axes, so fails-with-leading-axes fits the evidence as well as the heads do; no candidate names the axis
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return np.stack(np.array_split(x, n_heads, axis=-2), axis=-3)

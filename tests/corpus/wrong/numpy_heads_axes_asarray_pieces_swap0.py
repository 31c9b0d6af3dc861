# track: numpy
# exercise: heads
# why: split_heads cuts the width with np.split(x, n_heads, axis=-1), stacks the pieces with np.asarray (head axis first) and moves it into place with np.swapaxes(h, 0, -3); a swap exchanges the head axis with the axis at -3, which is right for up to one leading axis, but with two or more leading axes the first leading axis ends up where the heads' neighbour belongs, so the leading axes come out permuted
# kind: axes
# diagnosis: permuted, fails-with-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    heads = np.asarray(np.split(x, n_heads, axis=-1))  # (H, ..., T, d_h)
    return np.swapaxes(heads, 0, -3)

# track: numpy
# exercise: heads
# why: split_heads cuts the features with np.split(x, n_heads, axis=-1) and joins the pieces with np.stack(pieces) at its default axis=0, which is the head position only for unbatched x; with a batch axis the heads land before the batch, (H, B, T, d_h)
# kind: axes
# diagnosis: split-heads-first, permuted, fails-with-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    return np.stack(np.split(x, n_heads, axis=-1))

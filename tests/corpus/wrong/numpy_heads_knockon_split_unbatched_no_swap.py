# track: numpy
# exercise: heads
# why: split_heads swaps the heads in front of T only when x has leading axes ("an unbatched (T, H, d_h) already groups each head's features"), so a 2-D x comes back (T, H, d_h) and multi-head attention on an unbatched x attends over the heads instead of the positions
# kind: knockon
# diagnosis: permuted, fails-unless-ndim, fails-with-leading-axes
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    parts = x.reshape(*lead, t, n_heads, width // n_heads)
    if not lead:
        return parts
    return np.swapaxes(parts, -3, -2)

# track: numpy
# exercise: heads
# why: merge_heads moves the axes with np.einsum('h...td->...thd', x), putting the ellipsis after the head letter, so einsum takes the FIRST axis as the heads; that is the head axis only for unbatched (H, T, d_h) input: with a batch axis, (B, H, T, d_h) becomes (H, T, B, d_h) and the reshape to (B, T, H*d_h) scrambles batch elements and heads
# kind: axes
# diagnosis: fixed-leading-axes, fails-with-leading-axes
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.einsum("h...td->...thd", x).reshape(*lead, t, h * d_h)

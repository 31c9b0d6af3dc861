# track: numpy
# exercise: heads
# why: split_heads picks the heads with np.take(x, idx, axis=-1) through an index table built as np.arange(width).reshape(d_h, n_heads).T (the table's sizes written in the wrong order and transposed to fit), so head h gets the interleaved features h, h+H, h+2H... instead of its block; multi-head attention mixes features across heads through it
# kind: knockon
# diagnosis: split-interleaved, fails-with-several-heads
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    width = x.shape[-1]
    idx = np.arange(width).reshape(width // n_heads, n_heads).T  # (H, d_h): the features of each head
    return np.take(x, idx, axis=-1).swapaxes(-3, -2)  # (..., T, H, d_h) -> (..., H, T, d_h)

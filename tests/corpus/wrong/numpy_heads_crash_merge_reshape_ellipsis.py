# track: numpy
# exercise: heads
# why: merge_heads writes the target shape as the docstring writes it, np.swapaxes(x, -3, -2).reshape(..., t, h * d_h), with a literal Ellipsis for "the leading axes"; ndarray.reshape takes integers only, so every valid call raises TypeError ("'ellipsis' object cannot be interpreted as an integer") and multi_head_self_attention fails with it
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    h, t, d_h = x.shape[-3:]
    return np.swapaxes(x, -3, -2).reshape(..., t, h * d_h)  # (..., T, H*d_h)

# track: numpy
# exercise: heads
# why: merge_heads unpacks the shape after the swap as *lead, t, h, d_h = x.shape, but x is still (..., H, T, d_h) there, so t holds H and h holds T; it reshapes to (..., H, T*d_h), which multi_head_self_attention then multiplies by w_o and fails (or mixes positions when H == T)
# kind: knockon
# diagnosis: crash, matmul-mismatch, reshaped-sizes
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, t, h, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

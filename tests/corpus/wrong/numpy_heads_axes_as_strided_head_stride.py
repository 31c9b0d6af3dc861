# track: numpy
# exercise: heads
# why: split_heads builds the (..., H, T, d_h) view with np.lib.stride_tricks.as_strided "to avoid a copy", but gives the head axis the stride of ONE feature (x.strides[-1]) where a whole head, d_h features, belongs, so head h starts at feature h and the heads overlap (head h holds features h .. h + d_h - 1)
# kind: axes
# diagnosis: fails-with-several-heads, reordered, split-stride
import numpy as np


def split_heads(x, n_heads):
    x = np.ascontiguousarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    d_h = width // n_heads
    *lead_strides, row_stride, feature_stride = x.strides
    return np.lib.stride_tricks.as_strided(
        x,
        shape=(*lead, n_heads, t, d_h),
        strides=(*lead_strides, feature_stride, row_stride, feature_stride),
        writeable=False,
    )

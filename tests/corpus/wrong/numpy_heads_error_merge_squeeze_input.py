# track: numpy
# exercise: heads
# why: merge_heads starts with x = np.squeeze(np.asarray(x)) "to drop stray length-1 axes" before its rank check, so valid heads with one head or one position, (1, T, d_h) or (H, 1, d_h), lose that axis and raise ValueError, and batched ones with a length-1 axis come out in the wrong shape
# kind: error
# diagnosis: error-on-valid, argument-squeezed
import numpy as np


def merge_heads(x):
    x = np.squeeze(np.asarray(x))
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

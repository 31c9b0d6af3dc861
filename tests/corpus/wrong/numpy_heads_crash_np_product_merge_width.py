# track: numpy
# exercise: heads
# why: merge_heads computes the merged width as np.product(x.shape[-3::2]) (H times d_h), an alias from older NumPy tutorials that NumPy 2 removed (only np.prod is left), so every valid call of merge_heads, and of multi-head attention through it, raises AttributeError
# kind: crash
# diagnosis: crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    lead, t = x.shape[:-3], x.shape[-2]
    width = np.product(x.shape[-3::2])
    return np.swapaxes(x, -3, -2).reshape(*lead, t, width)

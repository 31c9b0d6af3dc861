# track: numpy
# exercise: heads
# why: merge_heads checks its rank with "if x.ndim < 4" ("heads come as (B, H, T, d_h)"), one axis more than the contract's minimum, so valid unbatched (H, T, d_h) heads raise ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 4:
        raise ValueError(f"merge_heads needs x (B, H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, h * d_h)

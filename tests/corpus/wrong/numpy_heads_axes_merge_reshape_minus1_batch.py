# track: numpy
# exercise: heads
# why: merge_heads swaps H and T and then reshapes with x.reshape(-1, t, h * d_h), a -1 "for the batch"; that folds every leading axis into one and gives unbatched (H, T, d_h) heads an extra leading axis of length 1, (1, T, H*d_h)
# kind: axes
# diagnosis: extra-axis, axes-folded, fails-unless-ndim
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    h, t, d_h = x.shape[-3:]
    return np.swapaxes(x, -3, -2).reshape(-1, t, h * d_h)

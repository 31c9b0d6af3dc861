# track: numpy
# exercise: heads
# why: merge_heads swaps the heads and positions with np.swapaxes(x, 0, 1) (counted from the front, right only for 3-D (H, T, d_h)), so batched heads swap batch and H instead, and multi_head_self_attention on batched x mixes batch elements through it
# kind: knockon
# diagnosis: fixed-leading-axes, permuted, fails-unless-ndim
import numpy as np
def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, 0, 1).reshape(*lead, t, h * d_h)

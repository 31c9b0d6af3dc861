# track: numpy
# exercise: heads
# why: merge_heads is copied from split_heads and keeps its head count, reshaping to (*lead, t, n_heads * d_h); merge_heads has no n_heads parameter (the head count is x.shape[-3]) and the module defines none, so every valid call raises NameError, and multi_head_self_attention fails with it
# kind: crash
# diagnosis: name-undefined, crash
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {x.shape}")
    *lead, h, t, d_h = x.shape
    return np.swapaxes(x, -3, -2).reshape(*lead, t, n_heads * d_h)  # noqa: F821

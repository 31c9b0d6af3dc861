# track: numpy
# exercise: heads
# why: split_heads cuts the heads as windows, sliding_window_view(x, d_h, axis=-1)[..., ::n_heads, :], stepping by the head COUNT instead of the head width, so unless H == d_h the heads overlap or are too many, and multi_head_self_attention fails through it
# kind: knockon
# diagnosis: extra-entries, crash, fails-with-several-heads
# miss: cut-short leads: with d_h = 1 the windows stepped by H leave one head of H, the first one right; no relation reads windows stepped by the head count
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    windows = np.lib.stride_tricks.sliding_window_view(x, d_h, axis=-1)  # (..., T, W-d_h+1, d_h)
    return np.swapaxes(windows[..., ::n_heads, :], -3, -2)

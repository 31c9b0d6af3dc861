# track: numpy
# exercise: heads
# why: split_heads cuts head h as x[..., h*d_h : (h+1)*d_h - 1], writing the end of the slice as the last feature's index as an inclusive range would, but a Python slice already leaves its end out, so every head loses its last feature (d_h - 1 wide) and multi_head_self_attention then fails to merge and project the narrower heads
# kind: knockon
# diagnosis: cut-short, matmul-mismatch, cut-to-nothing
import numpy as np


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    d_h = x.shape[-1] // n_heads
    heads = [x[..., h * d_h:(h + 1) * d_h - 1] for h in range(n_heads)]  # features h*d_h .. (h+1)*d_h - 1
    return np.stack(heads, axis=-3)

# track: numpy
# exercise: heads
# why: scaled_scores, split_heads and merge_heads share the student's helper _swap(x, a, b=-1), whose second axis defaults to the LAST one (right for k^T, called _swap(k, -2)); split_heads and merge_heads call it as _swap(x, -3) meaning "axis -3 and its neighbour", so they swap axes -3 and -1: split_heads returns (..., d_h, H, T) and merge_heads scrambles the features
# kind: axes
# diagnosis: split-heads-first, reordered, permuted
import math

import numpy as np


def _swap(x, a, b=-1):
    """Swap axis a of x with axis b (by default the last axis)."""
    return np.swapaxes(x, a, b)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ _swap(k, -2)) / math.sqrt(q.shape[-1])


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    # (..., T, H, d_h) -> move the heads in front of T
    return _swap(x.reshape(*lead, t, n_heads, width // n_heads), -3)


def merge_heads(x):
    x = np.asarray(x)
    if x.ndim < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h); got {x.shape}")
    *lead, h, t, d_h = x.shape
    # (..., H, T, d_h) -> (..., T, H, d_h) -> (..., T, H*d_h)
    return _swap(x, -3).reshape(*lead, t, h * d_h)

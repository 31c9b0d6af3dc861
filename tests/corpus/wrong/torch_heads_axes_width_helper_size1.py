# track: torch
# exercise: heads
# why: scaled_scores and split_heads both read the feature width through the student's helper _width(t) = t.size(1) ("rows are positions, columns are features"), which is the last axis only for 2-D tensors: with a batch or head axis scaled_scores compares and scales by T instead of d_k, and split_heads tests and cuts T instead of the width
# kind: axes
# diagnosis: fixed-ndim, fails-unless-ndim, fixed-leading-axes
import math

import torch


def _width(t):
    """The feature width of a (positions, features) tensor."""
    return t.size(1)


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    d_k = _width(q)
    if d_k != _width(k):
        raise ValueError(f"q has d_k={d_k} but k has d_k={_width(k)}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    width = _width(x)
    if n_heads < 1 or width % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {width}")
    *lead, t, _ = x.shape
    return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)

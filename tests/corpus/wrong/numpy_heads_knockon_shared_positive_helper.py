# track: numpy
# exercise: heads
# why: split_heads validates n_heads with the student's helper _positive_number, written for stable_softmax's temperature, which returns float(value); the checks pass, but the head width becomes width // 2.0 = a float, and reshape refuses float sizes, so every valid split_heads call raises TypeError and multi-head attention fails through it
# kind: knockon
# diagnosis: float-size
import math

import numpy as np


def _positive_number(name, value):
    try:
        value = float(value)
    except (TypeError, ValueError) as err:
        raise ValueError(f"{name} must be a positive finite number; got {value!r}") from err
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{name} must be a positive finite number; got {value!r}")
    return value


def stable_softmax(scores, temperature=1.0):
    temp = _positive_number("temperature", temperature)
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)


def split_heads(x, n_heads):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {x.shape}")
    n_heads = _positive_number("n_heads", n_heads)
    if x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    return np.swapaxes(x.reshape(*lead, t, n_heads, width // n_heads), -3, -2)

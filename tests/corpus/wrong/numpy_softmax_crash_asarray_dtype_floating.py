# track: numpy
# exercise: softmax
# why: stable_softmax converts its input with np.asarray(scores, dtype=np.floating) "so any float dtype is kept and integers become floats", but NumPy 2 refuses the abstract type np.floating as a dtype, so every valid call raises TypeError before any weight is computed
# kind: crash
# diagnosis: crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores, dtype=np.floating) / temp  # any float dtype, kept as it is
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row by a product with a column of ones, np.ones((S, 1), dtype=scaled), passing the array itself where its dtype (scaled.dtype) belongs; np.ones cannot make a dtype from an array, so every valid call raises TypeError
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
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    ones = np.ones((scaled.shape[-1], 1), dtype=scaled)  # one 1 per key, in the scores' dtype
    return exps / (exps @ ones)  # (..., T, S) / (..., T, 1)

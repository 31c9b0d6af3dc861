# track: numpy
# exercise: softmax
# why: stable_softmax tests for entirely -inf rows with (row_max == np.NINF).any(), the -inf constant of older NumPy tutorials that NumPy 2 removed, so every valid call raises AttributeError before any weight is computed
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
    if (row_max == np.NINF).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

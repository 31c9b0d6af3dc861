# track: numpy
# exercise: softmax
# why: stable_softmax guards its division with exps / (row_sum + np.spacing(1)) ("the gap after 1.0 can never change a real row sum"); np.spacing returns a NumPy float64 scalar, which is not a weak Python scalar under NumPy 2, so float32 scores give float64 weights, and attention and multi_head_self_attention return float64 through it
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
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
    # never divide by exactly zero: add the smallest step above 1.0
    return exps / (exps.sum(axis=-1, keepdims=True) + np.spacing(1))

# track: numpy
# exercise: softmax
# why: stable_softmax casts its weights to np.result_type(scores.dtype, type(temperature)) "so the temperature's precision is not lost"; the Python type float (and int) counts as float64, so float32 scores give float64 weights, and attention and multi-head attention, which call it, return float64 weights too
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
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    return weights.astype(np.result_type(scores.dtype, type(temperature)))

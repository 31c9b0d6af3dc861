# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.vectorize(math.exp), whose Python floats come back as a float64 array, so float32 scores give float64 weights
# kind: rules-types
# diagnosis: dtype-float64,dtype-changed
import math

import numpy as np

_exp = np.vectorize(math.exp)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = _exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

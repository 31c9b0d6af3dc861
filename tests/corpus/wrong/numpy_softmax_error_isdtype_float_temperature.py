# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature with np.isdtype(np.asarray(temperature).dtype, "real floating") before its range check ("a temperature is a real floating number"); np.asarray(2) is an int64 array, so a valid integer temperature such as 1 or 2 raises ValueError
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    if not np.isdtype(np.asarray(temperature).dtype, "real floating"):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    temp = float(temperature)
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

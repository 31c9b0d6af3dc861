# track: numpy
# exercise: softmax
# why: stable_softmax rejects non-positive temperatures with "temp > 0 is False", which Python reads as the chained comparison (temp > 0) and (0 is False), always False, so a zero or negative temperature is not rejected (only infinite and NaN ones are)
# kind: error
# diagnosis: error-not-raised
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not math.isfinite(temp) or temp > 0 is False:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

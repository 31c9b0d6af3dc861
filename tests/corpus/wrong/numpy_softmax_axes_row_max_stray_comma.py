# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima on a line that ends with a stray comma, row_max = scaled.max(axis=-1, keepdims=True), so row_max is a one-element tuple; NumPy turns the tuple into an array with an extra leading axis of length 1 when it subtracts, so the weights come back (1, ..., T, S) instead of (..., T, S)
# kind: axes
# diagnosis: extra-axis
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
    row_max = scaled.max(axis=-1, keepdims=True),
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

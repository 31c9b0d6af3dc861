# track: numpy
# exercise: softmax
# why: stable_softmax rejects temperatures below 0.05 with ValueError ("too sharp to be numerically stable"), a bound of its own, so valid small positive temperatures raise; the max shift already keeps them stable
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp >= 0.05):
        raise ValueError(f"temperature must be a finite number of at least 0.05; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

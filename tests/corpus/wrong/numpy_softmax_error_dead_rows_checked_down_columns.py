# track: numpy
# exercise: softmax
# why: stable_softmax looks for a dead row with np.isneginf(scaled).all(axis=-2).any(), reducing down the queries axis instead of along the keys, so it raises ValueError whenever one key is hidden from every query (a valid padding mask) and lets a row that is entirely -inf through, where it becomes NaN
# kind: error
# diagnosis: error-not-raised, error-on-valid
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
    if np.isneginf(scaled).all(axis=-2).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

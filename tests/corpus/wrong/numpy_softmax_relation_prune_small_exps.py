# track: numpy
# exercise: softmax
# why: stable_softmax zeroes every shifted exponential below 1e-4 of its row's largest ("keys that far behind cannot matter") before normalising, so keys more than about 9.2 below the row maximum get weight exactly 0 and the others are renormalised slightly up
# kind: relation
# diagnosis: sparse-weights, hides-visible
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
    exps = np.where(exps < 1e-4, 0, exps).astype(exps.dtype, copy=False)  # negligible keys
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax takes its shift with scaled.max(axis=-2, keepdims=True), the largest score of each key's column (over the queries) instead of each query's row, so the shift is not constant along a row: the exponentials are reweighted per key and no longer give the row's softmax
# kind: axes
# diagnosis: shift-per-key, softmax-axis
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
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    col_max = scaled.max(axis=-2, keepdims=True)
    exps = np.exp(scaled - col_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax normalises the exponentials with np.linalg.norm(exps, axis=-1, keepdims=True), whose default is the L2 (Euclidean) norm, not the L1 row sum, so each row has unit length instead of summing to 1
# kind: relation
# diagnosis: row-sum, row-l2-norm
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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / np.linalg.norm(exps, axis=-1, keepdims=True)

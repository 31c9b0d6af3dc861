# track: numpy
# exercise: softmax
# why: stable_softmax adds up each row's exponentials with exps.sum(axis=-1, keepdims=True, dtype=np.float16) ("they all lie in [0, 1], half precision holds them"); the row totals are rounded to float16's 11 bits, so every row of weights is the right one times a factor of its own near 1 and no longer sums to exactly 1
# kind: relation
# diagnosis: row-scale, epsilon, row-sum
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
    totals = exps.sum(axis=-1, keepdims=True, dtype=np.float16)
    return exps / totals

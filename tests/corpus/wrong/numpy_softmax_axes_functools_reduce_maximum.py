# track: numpy
# exercise: softmax
# why: stable_softmax takes the shift as functools.reduce(np.maximum, scaled), meaning "fold np.maximum over the keys of each row", but iterating an array walks its FIRST axis, so the fold is an element-wise maximum over the queries (or the batch): each key is shifted by its own column's maximum, a shift that does not cancel in the normalisation
# kind: axes
# diagnosis: shift-per-key, reduced-other-axis
import functools
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
    # fold the maximum over the keys, one comparison at a time
    row_max = functools.reduce(np.maximum, scaled)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

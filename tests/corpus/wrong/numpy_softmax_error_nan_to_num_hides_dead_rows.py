# track: numpy
# exercise: softmax
# why: stable_softmax first makes the scaled scores finite with np.nan_to_num(scaled) ("so no inf ever reaches exp"), which turns -inf into the most negative float, so a row that is entirely -inf is no longer seen as one: it gets uniform weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.nan_to_num(np.asarray(scores) / temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax guards the row totals against division by a tiny number with np.minimum(total, 1.0) where np.maximum (a floor) was meant; after the max shift every total is at least 1, so the cap replaces every total by 1 and the weights are the bare exponentials, whose rows sum to more than 1, in attention and multi-head attention too
# kind: knockon
# diagnosis: row-scale, row-sum
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
    total = np.minimum(exps.sum(axis=-1, keepdims=True), 1.0)
    return exps / total

# track: numpy
# exercise: softmax
# why: stable_softmax sums each row into its own buffer, np.sum(exps, axis=-1, keepdims=True, out=exps[..., :1]) "to save an allocation", which overwrites every row's first exponential with the row total, so the first key gets weight 1 and the rows sum to more than 1
# kind: relation
# diagnosis: row-sum, only-at-special, weights-overwritten, one-column
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
    totals = np.sum(exps, axis=-1, keepdims=True, out=exps[..., :1])  # reuse exps' memory
    return exps / totals

# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates the raw scaled scores first and shifts by the row maximum only "if something overflowed" (np.isinf(exps).any()), so scores of 1e4 raise an overflow RuntimeWarning before the retry gives the right weights, and rows far below 0 (all exps underflowing to 0, no inf) come out 0/0 = NaN with a warning
# kind: rules
# diagnosis: numeric-warning, values-nan, softmax-unstable
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
    # the plain formula is exact; only shift when it actually overflows
    exps = np.exp(scaled)
    if np.isinf(exps).any():
        exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.frompyfunc(math.exp, 1, 1) "so -inf gives an exact 0.0 through math.exp"; a frompyfunc ufunc returns an object array, so the weights (and attention's and multi_head_self_attention's results built on them) come back with dtype object instead of the scores' float dtype
# kind: knockon
# diagnosis: dtype-changed
import math

import numpy as np

_exp = np.frompyfunc(math.exp, 1, 1)


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
    exps = _exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

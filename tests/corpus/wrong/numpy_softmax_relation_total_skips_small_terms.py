# track: numpy
# exercise: softmax
# why: stable_softmax leaves the small exponentials out of each row's total, np.where(exps > 1e-4, exps, 0).sum(-1) ("terms below 1e-4 do not change the sum"), but still divides every exponential by that total, so rows holding small weights sum to a little more than 1
# kind: relation
# diagnosis: row-sum, row-scale, epsilon
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = np.where(exps > 1e-4, exps, 0).sum(axis=-1, keepdims=True)
    return exps / total

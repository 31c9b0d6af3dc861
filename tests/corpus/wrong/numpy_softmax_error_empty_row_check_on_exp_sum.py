# track: numpy
# exercise: softmax
# why: stable_softmax looks for rows with no visible key after the exponentials, if (exps.sum(axis=-1) == 0).any(); but an all -inf row shifts to -inf - -inf = NaN, not to zeros, so its sum is NaN, nothing is raised and the row comes back NaN
# kind: error
# diagnosis: error-not-raised, values-nan
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
    exps = np.exp(scaled - row_max)
    if (exps.sum(axis=-1) == 0).any():
        raise ValueError("a row of scores is entirely -inf")
    return exps / exps.sum(axis=-1, keepdims=True)

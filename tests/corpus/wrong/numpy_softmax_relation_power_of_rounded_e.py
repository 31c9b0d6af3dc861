# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.power(2.718, shifted), Euler's number rounded to 2.718, which is exp(shifted * ln 2.718): a softmax of the scores times 0.99989 (slightly too flat)
# kind: relation
# diagnosis: logit-ratio:constant, logit-ratio
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.power(scores.dtype.type(2.718), scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.exp2 ("base 2 is faster") instead of np.exp, which is a softmax of the scores times ln 2
# kind: relation
# diagnosis: logit-ratio
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
    exps = np.exp2(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

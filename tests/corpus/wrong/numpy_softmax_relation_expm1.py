# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with np.expm1 ('more accurate for small arguments'), which is exp(x) - 1, so every exponential is 1 too small: the largest key gets 0 before normalising, hidden keys get -1, and the weights are wrong
# kind: relation
# diagnosis: scaled-offset, offset, exp-minus-one
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
    exps = np.expm1(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

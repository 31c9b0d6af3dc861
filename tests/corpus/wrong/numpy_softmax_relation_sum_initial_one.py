# track: numpy
# exercise: softmax
# why: stable_softmax sums each row with exps.sum(axis=-1, keepdims=True, initial=1.0), reading initial= as the required start of a running sum; it adds 1 to every row's total, so each row sums to less than 1
# kind: relation
# diagnosis: row-scale, epsilon
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
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True, initial=1.0)

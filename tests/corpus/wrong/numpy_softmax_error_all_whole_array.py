# track: numpy
# exercise: softmax
# why: stable_softmax rejects all -inf scores with np.isneginf(scaled).all(), a test of the whole array instead of each row, so a single entirely -inf row among others passes without ValueError and comes back NaN
# kind: error
# diagnosis: error-not-raised, values-nan

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
    if np.isneginf(scaled).all():
        raise ValueError("the scores are entirely -inf")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

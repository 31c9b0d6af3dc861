# track: numpy
# exercise: softmax
# why: stable_softmax rejects an infinite temperature with 'temp is math.inf', an identity test where == belongs; float('inf') or np.inf passed by the caller is another object than math.inf, so an infinite temperature slips through and gives uniform weights instead of ValueError
# kind: error
# diagnosis: error-not-raised
import math
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if temp != temp or temp <= 0 or temp is math.inf:
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

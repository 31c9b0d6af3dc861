# track: numpy
# exercise: softmax
# why: stable_softmax rejects only temperature == 0 and non-finite temperatures ('division by zero is the danger'), so a negative temperature is accepted and silently flips the softmax instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if temp == 0 or not math.isfinite(temp):
        raise ValueError("temperature must be a nonzero finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax folds the temperature into the scores and calls itself for the rest, return stable_softmax(scores / temp, temp), but passes the same temperature on instead of 1.0, so every call with a temperature other than 1 recurses until RecursionError
# kind: crash
# diagnosis: recursion, crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if temp != 1.0:
        # apply the temperature once, then normalise the plain scores
        return stable_softmax(scores / temp, temp)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

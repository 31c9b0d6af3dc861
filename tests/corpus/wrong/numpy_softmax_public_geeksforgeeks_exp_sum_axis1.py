# track: numpy
# exercise: softmax
# why: adapts the softmax of GeeksforGeeks' "self-attention in NumPy" article, np.exp(x) / np.sum(np.exp(x), axis=1, keepdims=True), written for one (T, S) matrix: it never subtracts the row maximum, so scores of 1e4 overflow to inf and give NaN, and axis=1 is the key axis only for 2-D scores
# kind: public
# diagnosis: softmax-unstable, values-nan, reduced-other-axis
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return np.exp(x) / np.sum(np.exp(x), axis=1, keepdims=True)

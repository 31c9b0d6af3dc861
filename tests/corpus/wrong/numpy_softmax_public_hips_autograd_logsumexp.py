# track: numpy
# exercise: softmax
# why: stable_softmax is exp(x - logsumexp(x)) with the logsumexp helper of the HIPS autograd examples, max_x = np.max(x); max_x + np.log(np.sum(np.exp(x - max_x), axis=axis, keepdims=True)), whose max is the whole array's, not each row's: rows far below the largest score underflow to log(0) = -inf and come out NaN
# kind: public
# diagnosis: softmax-global-max, values-nan, numeric-warning
import math

import numpy as np


def logsumexp(x, axis=-1):
    max_x = np.max(x)
    return max_x + np.log(np.sum(np.exp(x - max_x), axis=axis, keepdims=True))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return np.exp(scaled - logsumexp(scaled, axis=-1))

# track: numpy
# exercise: softmax
# why: stable_softmax also hands back each row's log-sum-exp, return weights, row_max + np.log(total) ("as FlashAttention keeps the lse for the backward pass"), a (weights, lse) tuple instead of the weights array; attention then passes that tuple to weighted_mixture, whose np.asarray of the ragged pair raises ValueError, so attention and multi-head attention fail on every valid call
# kind: knockon
# diagnosis: wrong-array-type, bad-inner-call
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    total = exps.sum(axis=-1, keepdims=True)
    return exps / total, row_max + np.log(total)  # weights, and the lse for later

# track: numpy
# exercise: softmax
# why: stable_softmax divides the exponentials by the power of two just above each row's total, np.ldexp(1.0, np.frexp(total)[1]) ("a power-of-two divisor is exact and cannot lose digits"), instead of by the total itself, so each row sums to a number of its own in (0.5, 1]
# kind: relation
# diagnosis: row-scale
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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = exps.sum(axis=-1, keepdims=True)
    _, exponent = np.frexp(total)
    return exps / np.ldexp(np.ones_like(total), exponent)

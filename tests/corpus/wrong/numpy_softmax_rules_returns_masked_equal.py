# track: numpy
# exercise: softmax
# why: stable_softmax returns np.ma.masked_equal(weights, 0) "so the hidden keys are masked out for whoever reads the weights", a numpy.ma.MaskedArray instead of the plain np.ndarray the contract asks for
# kind: rules
# diagnosis: wrong-array-type
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
    return np.ma.masked_equal(exps / exps.sum(axis=-1, keepdims=True), 0)

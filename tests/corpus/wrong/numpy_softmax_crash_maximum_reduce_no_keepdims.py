# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima with the ufunc method np.maximum.reduce(scaled, axis=-1) and leaves out keepdims=True, so the (..., T) maxima broadcast along the keys: a crash when T != S
# kind: crash
# diagnosis: broadcast-after-reduction, softmax-keepdims, crash
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
    row_max = np.maximum.reduce(scaled, axis=-1)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

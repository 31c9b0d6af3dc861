# track: numpy
# exercise: softmax
# why: stable_softmax bounds the temperature with 0 < temp < np.PINF, an alias of older NumPy tutorials that NumPy 2 removed, so every call, valid or not, raises AttributeError at the temperature check
# kind: crash
# diagnosis: crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (0 < temp < np.PINF):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

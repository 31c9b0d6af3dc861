# track: numpy
# exercise: softmax
# why: stable_softmax finds the dead rows by counting each row's -inf entries with np.count_nonzero(..., axis=-1) and comparing the count with scaled.shape[-2] (T, the number of rows) instead of shape[-1] (S); when T != S an all -inf row is missed (NaN weights) and a valid row with exactly T hidden keys raises
# kind: error
# diagnosis: error-not-raised, error-on-valid
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
    n_hidden = np.count_nonzero(np.isneginf(scaled), axis=-1)
    if (n_hidden == scaled.shape[-2]).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

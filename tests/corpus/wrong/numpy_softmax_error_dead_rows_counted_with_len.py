# track: numpy
# exercise: softmax
# why: stable_softmax looks for rows that are entirely -inf by counting each row's -inf entries and comparing the count with len(scaled), meant as the number of keys; len() gives the length of the FIRST axis (T, or the batch), so with T != S a row that is all -inf slips through (0/0 NaN weights) and a valid row that happens to hide exactly len(scaled) keys raises ValueError
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
    n_hidden = np.isneginf(scaled).sum(axis=-1)
    if (n_hidden == len(scaled)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax turns the (..., T) row maxima and row sums into columns with np.atleast_2d(x).T, the idiom for standing a 1-D vector up as a column; for 2-D scores that gives (T, 1), but .T reverses every axis, so batched sums (B, T) become (T, B) and line their batch axis up with the keys (ValueError, or the wrong totals where B == S)
# kind: axes
# diagnosis: transpose-all-axes, fixed-leading-axes, crash

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
    row_max = np.atleast_2d(scaled.max(axis=-1)).T  # one maximum per row, as a column
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / np.atleast_2d(exps.sum(axis=-1)).T

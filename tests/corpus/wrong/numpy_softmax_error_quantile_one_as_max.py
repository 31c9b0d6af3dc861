# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's maximum as its 100th percentile, np.quantile(scaled, 1.0, axis=-1, keepdims=True); that equals the maximum on rows with a finite score, but quantile interpolates with b - a, so a row that is entirely -inf gets NaN (-inf - -inf) instead of -inf, the np.isneginf check never fires, and that row comes back NaN (with a RuntimeWarning) instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

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
    row_max = np.quantile(scaled, 1.0, axis=-1, keepdims=True)  # the 100th percentile is the maximum
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

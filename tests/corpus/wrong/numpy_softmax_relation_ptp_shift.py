# track: numpy
# exercise: softmax
# why: stable_softmax shifts each row by its range, np.ptp(scaled, axis=-1, keepdims=True) (max - min, "the spread is what can overflow"), which cancels on moderate rows but lets exp overflow on rows of large scores and gives NaN on rows holding -inf (ptp is inf there)
# kind: relation
# diagnosis: fails-with-extreme-scores, softmax-unstable, values-nan, nan-at-hidden
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
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - np.ptp(scaled, axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)

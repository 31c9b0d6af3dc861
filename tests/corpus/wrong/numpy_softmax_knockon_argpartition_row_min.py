# track: numpy
# exercise: softmax
# why: stable_softmax finds the shift with np.argpartition(scaled, 0, axis=-1)[..., :1] ("partition puts the extreme entry first"), which is each row's SMALLEST score, so masked rows (-inf minimum) become NaN and attention with a mask fails through it
# kind: knockon
# diagnosis: values-nan, nan-at-hidden, fails-with-extreme-scores
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    idx = np.argpartition(scaled, 0, axis=-1)[..., :1]
    shift = np.take_along_axis(scaled, idx, axis=-1)
    exps = np.exp(scaled - shift)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima and sums with np.apply_over_axes(np.max / np.sum, ..., [-2, -1]), listing both trailing axes "the axes of the score matrix", so every (T, S) matrix is normalised as a whole instead of each query row
# kind: axes
# diagnosis: softmax-whole-array, reduced-other-axis
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
    row_max = np.apply_over_axes(np.max, scaled, [-2, -1])
    exps = np.exp(scaled - row_max)
    return exps / np.apply_over_axes(np.sum, exps, [-2, -1])

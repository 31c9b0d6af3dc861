# track: numpy
# exercise: softmax
# why: stable_softmax flattens the rows with scores.shape = (-1, S) on the array np.asarray hands back (the caller's own) "to work on a plain 2-D matrix", reshapes only its result back, so the caller's scores are left reshaped to 2-D
# kind: rules
# diagnosis: input-flag-changed, input-changed
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    shape = scores.shape
    scores.shape = (-1, shape[-1])  # rows of a plain matrix, no copy
    scaled = scores / temp
    row_max = scaled.max(axis=1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return (exps / exps.sum(axis=1, keepdims=True)).reshape(shape)

# track: numpy
# exercise: softmax
# why: stable_softmax applies the temperature to the shifted exponentials, np.exp(scores - row_max) / temp, instead of to the scores before exp; a common factor cancels when the rows are normalised, so the temperature has no effect at all
# kind: relation
# diagnosis: softmax-temperature-ignored
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
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scores - row_max) / temp
    return exps / exps.sum(axis=-1, keepdims=True)

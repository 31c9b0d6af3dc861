# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum of the raw scores, before dividing by the temperature, and subtracts it from the scaled scores; the shift no longer matches the scaled row, so with a temperature below 1 and large scores exp overflows (inf, NaN) and with one above 1 it underflows
# kind: relation
# diagnosis: softmax-unstable, fails-with-extreme-scores
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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores / temp - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

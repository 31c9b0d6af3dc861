# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum of the raw scores and subtracts it after dividing by the temperature, np.exp(scores / temp - scores.max(-1)), so the shift cancels but no longer bounds the exponent: with scores near 1e4 and a temperature below 1 exp overflows (inf / inf = NaN), and above 1 every exponential underflows (0 / 0)
# kind: relation
# diagnosis: fails-with-extreme-scores, values-nan
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

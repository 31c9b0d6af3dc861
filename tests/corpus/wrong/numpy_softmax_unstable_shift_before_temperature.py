# track: numpy
# exercise: softmax
# why: stable_softmax subtracts the maximum of the unscaled scores from the scores divided by the temperature (np.exp(scores / temp - scores.max(...))), so for any temperature other than 1 the shift is wrong: large scores overflow (temperature < 1) or underflow to 0/0 (temperature > 1)
# kind: relation
# diagnosis: softmax-unstable,values-nan
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scores = np.asarray(scores)
    row_max = scores.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scores / temp - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

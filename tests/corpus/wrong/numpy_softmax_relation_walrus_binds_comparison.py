# track: numpy
# exercise: softmax
# why: stable_softmax names the row maxima inside its dead-row check, "if (row_max := scaled.max(axis=-1, keepdims=True) == -np.inf).any():", but := binds more loosely than ==, so row_max holds the comparison's bools (False for every live row) and exp(scaled - row_max) is the unshifted exp: large scores overflow to inf and give NaN weights with overflow warnings
# kind: relation
# diagnosis: softmax-unstable, fails-with-extreme-scores, numeric-warning, values-nan
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
    if (row_max := scaled.max(axis=-1, keepdims=True) == -np.inf).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax does all its checking inside "if temperature != 1.0:" (the branch that divides), so at the default temperature a row that is entirely -inf is never tested and comes back as NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    scaled = np.asarray(scores)
    if temperature != 1.0:
        try:
            temp = float(temperature)
        except (TypeError, ValueError) as err:
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
        scaled = scaled / temp
        if np.isneginf(scaled).all(axis=-1).any():
            raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    with np.errstate(invalid="ignore"):
        row_max = scaled.max(axis=-1, keepdims=True)
        exps = np.exp(scaled - row_max)
        return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax tests for a row that is entirely -inf with "if np.isneginf(row_max).any() is True:"; .any() returns a NumPy bool (np.True_), which is never the object True, so the identity test is always false, nothing is raised, and such a row comes back as NaN weights instead of a ValueError
# kind: error
# diagnosis: error-not-raised, values-nan
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
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any() is True:
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

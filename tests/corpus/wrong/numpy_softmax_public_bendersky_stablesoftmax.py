# track: numpy
# exercise: softmax
# why: stable_softmax is Eli Bendersky's blog stablesoftmax(x), shiftx = x - np.max(x); exps = np.exp(shiftx); return exps / np.sum(exps), written for one vector: with (..., T, S) scores the max and the sum run over the whole array, so every row is divided by the total of all rows (rows far below the global max also underflow to 0/0)
# kind: public
# diagnosis: softmax-whole-array, softmax-global-max
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores) / temp
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shiftx = x - np.max(x)
    exps = np.exp(shiftx)
    return exps / np.sum(exps)

# track: numpy
# exercise: softmax
# why: stable_softmax takes the shift as np.maximum(scaled, -1), meaning "the maximum along axis -1", but np.maximum is the element-wise maximum of two arrays, so -1 is the second operand: every score at or above -1 is shifted by itself (exp gives 1) and every lower one by -1, and those keys all weigh the same whatever their scores
# kind: relation
# diagnosis: shift-per-key
# miss: the cap at -1 is read (logits-clipped) where the weights show it, but the search ends on one-key rows far below -1, where exp underflows to 0/0: NaN outnumbers the cap
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = np.maximum(scaled, -1)  # the maximum along the last axis
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

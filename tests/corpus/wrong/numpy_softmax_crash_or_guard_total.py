# track: numpy
# exercise: softmax
# why: stable_softmax guards its division against a zero row total with Python's or, exps / (exps.sum(axis=-1, keepdims=True) or 1.0) ("fall back to 1 if the total is 0"); or asks the whole array of totals for one truth value, so every call with more than one query row raises ValueError (ambiguous truth value) on valid scores
# kind: crash
# diagnosis: ambiguous-truth, error-on-valid

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
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / (exps.sum(axis=-1, keepdims=True) or 1.0)

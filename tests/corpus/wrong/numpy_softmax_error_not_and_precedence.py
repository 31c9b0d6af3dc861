# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature with "if not temp > 0 and math.isfinite(temp)", meaning not (positive and finite); "not" binds only to temp > 0, so it raises for zero and negative temperatures but an infinite or NaN temperature passes and gives uniform or NaN weights instead of ValueError
# kind: error
# diagnosis: error-not-raised

import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not temp > 0 and math.isfinite(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax writes its temperature check as if (temp <= 0, not math.isfinite(temp)): raise ValueError(...), meaning "either of these"; the parenthesised pair is a tuple, and a non-empty tuple is always true, so every call raises ValueError, and attention and multi-head attention (right themselves) reject every valid call through it
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if (temp <= 0, not math.isfinite(temp)):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

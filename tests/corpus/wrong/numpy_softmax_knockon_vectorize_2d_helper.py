# track: numpy
# exercise: softmax
# why: the student writes a 2-D softmax helper _softmax_2d(scores, temperature=1.0) and makes it batched with stable_softmax = np.vectorize(_softmax_2d, signature="(t,s),()->(t,s)"); vectorize with a signature needs every core argument and ignores the helper's default, so stable_softmax(scores) without a temperature raises TypeError, and attention and multi-head attention, which call it that way, fail on every valid call
# kind: knockon
# diagnosis: crash, signature-differs, default-differs
import math

import numpy as np


def _softmax_2d(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.max(axis=1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=1, keepdims=True)


# loop the 2-D softmax over any leading batch axes
stable_softmax = np.vectorize(_softmax_2d, signature="(t,s),()->(t,s)")

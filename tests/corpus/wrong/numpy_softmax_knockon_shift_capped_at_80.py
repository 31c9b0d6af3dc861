# track: numpy
# exercise: softmax
# why: stable_softmax caps the shift at 80, np.minimum(row_max, 80.0), reasoning that exp only overflows above 88 so a larger shift is never needed; a row whose largest score is far above 80 is shifted too little, exp overflows to inf and the row comes out NaN, in attention too
# kind: knockon
# diagnosis: fails-with-extreme-scores, softmax-unstable, values-nan
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shift = np.minimum(row_max, 80.0)  # exp(x) is finite up to about 88
    exps = np.exp(scaled - shift)
    return exps / exps.sum(axis=-1, keepdims=True)

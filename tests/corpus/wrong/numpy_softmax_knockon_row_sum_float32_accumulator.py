# track: numpy
# exercise: softmax
# why: stable_softmax adds each row up with exps.sum(axis=-1, keepdims=True, dtype=np.float32) ("a float32 accumulator is plenty for numbers below 1"), so for float64 scores the row totals are rounded to float32 and every weight, in attention and multi-head attention too, is off by float32 rounding
# kind: knockon
# diagnosis: float32-precision
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
    totals = exps.sum(axis=-1, keepdims=True, dtype=np.float32)
    return (exps / totals).astype(exps.dtype, copy=False)

# track: numpy
# exercise: softmax
# why: stable_softmax normalises with np.divide(exps, total, out=exps, dtype=np.float32) ("weights need no double precision"), so for float64 scores the division is computed in float32 and stored back as float64: every weight, and attention's weights and output, carries float32 rounding
# kind: knockon
# diagnosis: float32-precision, fails-in-float32
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    total = exps.sum(axis=-1, keepdims=True)
    return np.divide(exps, total, out=exps, dtype=np.float32)

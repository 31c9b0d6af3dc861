# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates the shifted scores in half precision, np.exp(shifted.astype(np.float16)).astype(scores.dtype) ("the shifted scores are <= 0, so float16 is enough"), so every weight carries float16's rounding errors (about 1e-3) in float32 and float64
# kind: rules
# diagnosis: inputs-rounded, float32-precision, half-precision
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shifted = scaled - row_max
    exps = np.exp(shifted.astype(np.float16)).astype(scores.dtype)
    return exps / exps.sum(axis=-1, keepdims=True)

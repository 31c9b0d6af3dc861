# track: numpy
# exercise: softmax
# why: stable_softmax adds np.finfo(dtype).tiny to every exponential "so no weight is ever exactly zero", so hidden (-inf) keys get a tiny positive weight instead of exactly 0
# kind: relation
# diagnosis: only-at-special, epsilon
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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max) + np.finfo(scaled.dtype).tiny
    return exps / exps.sum(axis=-1, keepdims=True)

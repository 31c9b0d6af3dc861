# track: numpy
# exercise: softmax
# why: stable_softmax normalises with np.divide(exps, total, dtype=np.float32, casting="same_kind") "so float32 stays float32"; same_kind allows the downcast, so float64 scores are divided in float32 and the weights come back float32, with float32's precision, instead of float64
# kind: rules
# diagnosis: dtype-changed, float32-precision
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
    total = exps.sum(axis=-1, keepdims=True)
    return np.divide(exps, total, dtype=np.float32, casting="same_kind")

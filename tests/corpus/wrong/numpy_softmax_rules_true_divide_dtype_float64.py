# track: numpy
# exercise: softmax
# why: stable_softmax normalises with np.true_divide(exps, totals, dtype=np.float64) "so the division is exact", which computes and returns float64, so float32 scores give float64 weights (the dtype of the input is not kept)
# kind: rules
# diagnosis: dtype-float64, dtype-changed
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
    exps = np.exp(scaled - row_max)
    return np.true_divide(exps, exps.sum(axis=-1, keepdims=True), dtype=np.float64)

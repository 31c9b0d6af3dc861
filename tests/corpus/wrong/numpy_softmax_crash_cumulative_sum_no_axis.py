# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's total as the last entry of NumPy 2.1's np.cumulative_sum(exps) ("the running sum ends at the total"), with no axis; np.cumulative_sum needs axis= for arrays of more than one axis, so every valid (..., T, S) call raises ValueError
# kind: crash
# diagnosis: crash, error-on-valid
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
    total = np.cumulative_sum(exps)[..., -1:]  # the running sum ends at the row's total
    return exps / total

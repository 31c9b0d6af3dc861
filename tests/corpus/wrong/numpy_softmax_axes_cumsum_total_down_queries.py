# track: numpy
# exercise: softmax
# why: stable_softmax reads each row's total as the last entry of a running sum, np.cumsum(exps, axis=-2)[..., -1:, :], but runs the cumsum down the queries (axis -2) instead of along the keys (axis -1), so each weight is divided by its key's column total
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis
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
    exps = np.exp(scaled - row_max)
    total = np.cumsum(exps, axis=-2)[..., -1:, :]  # last entry of the running total
    return exps / total

# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space, np.exp(shifted - log_total), but takes log_total = np.log10 of the row's sum of exponentials instead of np.log, so each row is divided by its sum to the power 1/ln 10 (about 0.43) and the rows no longer sum to 1
# kind: relation
# diagnosis: row-scale, row-sum
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
    shifted = scaled - row_max
    log_total = np.log10(np.exp(shifted).sum(axis=-1, keepdims=True))
    return np.exp(shifted - log_total)

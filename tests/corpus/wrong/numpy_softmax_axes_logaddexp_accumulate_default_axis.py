# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's log-normaliser as the last entry of a running log-sum-exp, np.logaddexp.accumulate(shifted)[..., -1:], but ufunc.accumulate runs along axis 0 by default (the batch or the queries), not along the keys, so what it subtracts is a running total down the first axis read at the last key, and the rows do not sum to 1
# kind: axes
# diagnosis: row-scale, reduced-other-axis, softmax-axis
# miss: a running log-sum-exp down the first axis scales each row by a factor of its own, but on one key per row (S = 1) that is no row scale the engine reads, and the NaN of the extreme-scores check (-inf less -inf) leads as an overflow
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
    log_total = np.logaddexp.accumulate(shifted)[..., -1:]  # running log-sum-exp, last entry
    return np.exp(shifted - log_total)

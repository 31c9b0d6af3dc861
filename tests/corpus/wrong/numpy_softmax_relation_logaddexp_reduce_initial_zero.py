# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's log-normaliser with np.logaddexp.reduce(scaled, axis=-1, keepdims=True, initial=0.0), starting the log-sum at 0 "as a sum starts at 0" where the empty log-sum is -inf; log 1 = 0 adds exp(0) = 1 to every row's total, so each row is divided by 1 + its sum of exponentials and sums to less than 1
# kind: relation
# diagnosis: row-scale, row-sum, epsilon
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # log of each row's sum of exponentials, added up pairwise without ever overflowing
    log_norm = np.logaddexp.reduce(scaled, axis=-1, keepdims=True, initial=0.0)
    return np.exp(scaled - log_norm)

# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space with np.logaddexp.reduce(scaled, keepdims=True), whose axis defaults to 0 like every ufunc.reduce, so the log-sum-exp is taken down the first axis (the queries of a 2-D row block, or the batch) and not along each row
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis
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
    log_total = np.logaddexp.reduce(scaled, keepdims=True)
    return np.exp(scaled - log_total)

# track: numpy
# exercise: softmax
# why: stable_softmax guards its division with np.maximum(total, np.finfo(scores).tiny), passing the scores array to np.finfo where its dtype belongs; np.finfo of an ndarray reads it as an object and raises ValueError ("data type numpy.object_ not inexact"), so every valid call raises
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
    scores = np.asarray(scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    total = np.maximum(exps.sum(axis=-1, keepdims=True), np.finfo(scores).tiny)  # never divide by 0
    return exps / total

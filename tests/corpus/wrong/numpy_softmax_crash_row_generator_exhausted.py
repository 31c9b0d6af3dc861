# track: numpy
# exercise: softmax
# why: stable_softmax walks the rows with one generator, rows = (r for r in scaled.reshape(-1, S)), checks them with any(np.isneginf(r).all() for r in rows) and then builds the weights from the same generator; the check has run it to its end, so the list of weights is empty and np.stack raises ValueError on every valid call
# kind: crash
# diagnosis: error-on-valid, crash
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
    rows = (r for r in scaled.reshape(-1, scaled.shape[-1]))
    if any(np.isneginf(r).all() for r in rows):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    weights = []
    for r in rows:
        e = np.exp(r - r.max())
        weights.append(e / e.sum())
    return np.stack(weights).reshape(scaled.shape)

# track: numpy
# exercise: softmax
# why: stable_softmax spreads each row's total over its keys with np.tile(exps.sum(axis=-1), S).reshape(exps.shape), where np.repeat(..., S, axis=-1) was meant; tile lays the T totals out one after another S times, so entry (t, s) is divided by the total of row (t*S + s) % T (the total of row s when T = S), not by its own row's
# kind: axes
# diagnosis: reduced-axis-moved, row-scale
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
    s = exps.shape[-1]
    totals = np.tile(exps.sum(axis=-1), s).reshape(exps.shape)  # one total per entry
    return exps / totals

# track: numpy
# exercise: softmax
# why: stable_softmax adds each row up with Python's sum over np.moveaxis(exps, -1, 0) ("iterate over the keys and add them"), which gives the (..., T) row totals with no key axis left, and divides exps by that directly, so the totals line up with the keys axis: it raises when T != S and divides key s by row s's total when T == S
# kind: axes
# diagnosis: broadcast-after-reduction, needs-square
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
    total = sum(np.moveaxis(exps, -1, 0))  # one term per key
    return exps / total

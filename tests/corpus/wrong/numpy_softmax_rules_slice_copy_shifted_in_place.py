# track: numpy
# exercise: softmax
# why: stable_softmax "copies" the scores with work = np.asarray(scores)[:] as one copies a Python list, then scales and shifts it in place (work /= temp; work -= row_max); a NumPy slice is a view, so the caller's scores are overwritten with the shifted, scaled scores (the returned weights are right)
# kind: rules
# diagnosis: input-changed
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    work = np.asarray(scores)[:]  # a fresh copy to work in
    work /= temp
    row_max = work.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    work -= row_max
    exps = np.exp(work)
    return exps / exps.sum(axis=-1, keepdims=True)

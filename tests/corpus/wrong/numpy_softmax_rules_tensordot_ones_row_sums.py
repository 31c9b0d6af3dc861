# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's total as np.tensordot(exps, np.ones(S), axes=([-1], [0]))[..., None] ("a sum is a dot product with ones"); np.ones(S) is float64, so for float32 scores the totals, and the weights divided by them, come out float64
# kind: rules
# diagnosis: dtype-float64
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
    totals = np.tensordot(exps, np.ones(exps.shape[-1]), axes=([-1], [0]))[..., None]
    return exps / totals

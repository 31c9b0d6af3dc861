# track: numpy
# exercise: softmax
# why: stable_softmax checks for rows with no visible key with Python's builtin any(np.isneginf(row_max)) where np.any belongs; the builtin walks the first axis and asks each item for one truth value, which works for 2-D scores (each item is a one-entry row) but raises "truth value of an array is ambiguous" for every batched input, so valid 3-D and 4-D scores raise ValueError
# kind: crash
# diagnosis: ambiguous-truth, error-on-valid
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
    if any(np.isneginf(row_max)):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

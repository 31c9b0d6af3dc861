# track: numpy
# exercise: softmax
# why: stable_softmax takes each row's maximum as np.partition(scaled, scaled.shape[-1], axis=-1)[..., -1:], passing the row length S as kth ("the S-th smallest of S values is the largest"); kth is a 0-based index, so the largest is kth = S - 1 (or -1), and kth = S is out of bounds: every valid call raises ValueError
# kind: crash
# diagnosis: crash, index-past-end, error-on-valid
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
    n_keys = scaled.shape[-1]
    row_max = np.partition(scaled, n_keys, axis=-1)[..., -1:]
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

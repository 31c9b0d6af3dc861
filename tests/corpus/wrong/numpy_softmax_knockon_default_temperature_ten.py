# track: numpy
# exercise: softmax
# why: stable_softmax's signature reads def stable_softmax(scores, temperature=10), the default 1.0 typed without its dot; every call that names a temperature is right, but every call that leaves it out (attention and multi-head attention call stable_softmax(scores)) divides the scores by 10, so their weights are far too flat
# kind: knockon
# diagnosis: ratio, default-differs

import math

import numpy as np


def stable_softmax(scores, temperature=10):
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
    return exps / exps.sum(axis=-1, keepdims=True)

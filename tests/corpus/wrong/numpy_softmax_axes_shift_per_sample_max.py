# track: numpy
# exercise: softmax
# why: stable_softmax subtracts each sample's largest score, scaled.max(axis=tuple(range(1, scaled.ndim)), keepdims=True) (every axis but the first), instead of each row's largest; rows of a batch element that sit far below its best row underflow to 0/0 (NaN); only 2-D scores, where that tuple is just the key axis, come out right
# kind: axes
# diagnosis: softmax-global-max, fails-with-extreme-scores, values-nan
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
    # one shift per sample (batch element)
    sample_max = scaled.max(axis=tuple(range(1, scaled.ndim)), keepdims=True)
    exps = np.exp(scaled - sample_max)
    return exps / exps.sum(axis=-1, keepdims=True)

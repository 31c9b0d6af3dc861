# track: numpy
# exercise: softmax
# why: stable_softmax exponentiates with math.exp(scaled - row_max), by analogy with the math.sqrt the module docstring recommends for the scale; math.exp takes one Python number, and converting an array of more than one entry raises TypeError, so every valid call fails
# kind: crash
# diagnosis: crash
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
    # math.sqrt keeps float32 for the scale, so use math for the exponential as well
    exps = math.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

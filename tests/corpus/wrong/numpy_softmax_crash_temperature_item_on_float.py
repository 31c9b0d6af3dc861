# track: numpy
# exercise: softmax
# why: stable_softmax reads the temperature with temp = temperature.item() ("the temperature may come in as a NumPy scalar"), but a plain Python float, the default 1.0 included, has no .item() method, so every call that passes a Python number (and every call of attention) raises AttributeError
# kind: crash
# diagnosis: crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    temp = temperature.item()
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

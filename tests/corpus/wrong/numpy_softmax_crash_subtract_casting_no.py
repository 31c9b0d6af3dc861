# track: numpy
# exercise: softmax
# why: stable_softmax shifts with np.subtract(scaled, row_max, dtype=np.float32, casting="no") "so the weights stay float32 as the contract asks"; casting="no" forbids turning float64 scores into float32, so every float64 call raises a UFuncTypeError
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
        raise ValueError("a row of scores is entirely -inf")
    shifted = np.subtract(scaled, row_max, dtype=np.float32, casting="no")
    exps = np.exp(shifted)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature as 'not math.isfinite(temp) or temp == 0' (guarding only the division by zero), so a negative temperature passes without ValueError and flips the softmax
# kind: error
# diagnosis: error-not-raised

import math
import numpy as np

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a number") from err
    if not math.isfinite(temp) or temp == 0:
        raise ValueError(f"cannot divide by temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

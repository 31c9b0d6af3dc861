# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature with "if temp <= 0 or temp > np.finfo(np.float64).max" ("positive and not overflowing"); both comparisons are False for NaN, so a NaN temperature passes and the weights come back all NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp > np.finfo(np.float64).max:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature through the scaled scores (raises only if scores / temperature hold NaN or +inf), so a negative or infinite temperature passes without ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def stable_softmax(scores, temperature=1.0):
    with np.errstate(divide="ignore", invalid="ignore"):
        scaled = np.asarray(scores) / temperature
    if np.isnan(scaled).any() or np.isposinf(scaled).any():
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

# track: numpy
# exercise: softmax
# why: stable_softmax returns its weights .astype(np.float32) ('weights are probabilities, single precision is plenty'), so float64 scores give float32 weights, and attention's float64 weights and outputs lose precision
# kind: knockon
# diagnosis: dtype-changed, float32-precision
import math
import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return (exps / exps.sum(axis=-1, keepdims=True)).astype(np.float32)

# track: numpy
# exercise: softmax
# why: stable_softmax returns np.asarray(weights, dtype=float) "so the weights are plain floats", which is float64: float32 scores give float64 weights, and attention and multi_head_self_attention return float64 weights and output
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
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
    exps = np.exp(scaled - row_max)
    return np.asarray(exps / exps.sum(axis=-1, keepdims=True), dtype=float)

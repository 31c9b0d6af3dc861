# track: numpy
# exercise: softmax
# why: stable_softmax shifts by each row's maximum but divides by exps.sum(axis=(-2, -1), keepdims=True), the total of each whole (T, S) map, so every map sums to 1 instead of every row
# kind: axes
# diagnosis: softmax-whole-array, reduced-other-axis
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
    return exps / exps.sum(axis=(-2, -1), keepdims=True)

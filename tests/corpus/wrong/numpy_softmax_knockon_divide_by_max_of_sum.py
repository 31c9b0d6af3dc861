# track: numpy
# exercise: softmax
# why: stable_softmax divides the exponentials by exps.sum(axis=-1, keepdims=True).max(), the largest row total of the whole array instead of each row's own total, so only that row sums to 1; attention's weights and outputs are off the same way
# kind: knockon
# diagnosis: row-scale, softmax-whole-array
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
    total = exps.sum(axis=-1, keepdims=True).max()
    return exps / total

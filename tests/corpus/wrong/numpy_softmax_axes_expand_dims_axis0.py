# track: numpy
# exercise: softmax
# why: stable_softmax puts the summed-away axis back with np.expand_dims(exps.sum(axis=-1), 0), at the front instead of at the end, so the (…, T) row sums stand along the keys axis: square scores are divided column-wise by the wrong rows' sums, other shapes raise
# kind: axes
# diagnosis: softmax-keepdims, broadcast-after-reduction
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
    return exps / np.expand_dims(exps.sum(axis=-1), 0)

# track: numpy
# exercise: softmax
# why: stable_softmax sums each row as exps @ np.ones(S) (a matrix-vector product with a ones vector), which drops the key axis, and divides exps by that (..., T) total, so the totals broadcast along the keys: wrong unless T == S, where each entry is divided by another row's total
# kind: axes
# diagnosis: broadcast-after-reduction, softmax-keepdims, needs-square

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
    totals = exps @ np.ones(exps.shape[-1], dtype=exps.dtype)  # one total per row
    return exps / totals

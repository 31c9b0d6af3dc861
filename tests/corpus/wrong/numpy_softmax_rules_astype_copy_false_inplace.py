# track: numpy
# exercise: softmax
# why: stable_softmax takes its working array with x = scores.astype(scores.dtype, copy=False) "to skip a needless copy" and then divides and shifts it in place (x /= temp, x -= row_max, np.exp(x, out=x)); with the same dtype astype returns the caller's own array, so the caller's scores are overwritten with the weights
# kind: rules
# diagnosis: input-changed
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    x = scores.astype(scores.dtype, copy=False)
    x /= temp
    row_max = x.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    x -= row_max
    np.exp(x, out=x)
    x /= x.sum(axis=-1, keepdims=True)
    return x

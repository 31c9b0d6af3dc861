# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maximum over the finite scores only, np.max(scaled, axis=-1, keepdims=True, where=np.isfinite(scaled)), without the initial= that a where= reduction of maximum needs, so every valid call raises ValueError ('does not have an identity')
# kind: crash
# diagnosis: crash, error-on-valid

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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = np.max(scaled, axis=-1, keepdims=True, where=np.isfinite(scaled))
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

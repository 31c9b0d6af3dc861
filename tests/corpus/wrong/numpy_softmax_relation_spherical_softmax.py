# track: numpy
# exercise: softmax
# why: stable_softmax uses the spherical softmax of de Brebisson and Vincent (2016), (z**2 + 1e-8) / sum(z**2 + 1e-8) with hidden keys set to 0 ("no exp, so nothing can overflow"), so the weights are proportional to the squared scaled scores instead of to their exponentials
# kind: relation
# diagnosis: mixture-transformed, weights-not-exp
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    z = np.asarray(scores) / temp
    hidden = np.isneginf(z)
    if hidden.all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # spherical softmax: squares instead of exponentials, so large scores cannot overflow
    sq = np.where(hidden, 0.0, np.square(np.where(hidden, 0.0, z)) + 1e-8).astype(z.dtype)
    return sq / sq.sum(axis=-1, keepdims=True)

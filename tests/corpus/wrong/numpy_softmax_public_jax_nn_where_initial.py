# track: numpy
# exercise: softmax
# why: ports the masked branch of jax.nn.softmax, which takes the row maximum with where= and initial=-inf, but writes it as np.max(scaled, axis=-1, initial=-np.inf, where=scaled > 0) ("only positive scores can overflow"), so rows with no positive score are shifted by -inf: exp(x - (-inf)) is inf and the weights are NaN
# kind: public
# diagnosis: fails-with-extreme-scores, values-nan, shift-per-key

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
    row_max = np.max(scaled, axis=-1, keepdims=True, initial=-np.inf, where=scaled > 0)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)

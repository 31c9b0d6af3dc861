# track: numpy
# exercise: softmax
# why: stable_softmax implements the "softmax plus one" (quiet softmax) from the "Attention is off by one" blog post, adding exp(0 - row_max) to each denominator, so the rows sum to a little less than 1
# kind: public-code
# diagnosis: epsilon
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
    # softmax_1: an extra "attend to nothing" logit fixed at 0, shifted like the others
    return exps / (np.exp(-row_max) + exps.sum(axis=-1, keepdims=True))

# track: numpy
# exercise: mixture
# why: weighted_mixture's rank check reads min(weights.ndim, values.ndim) <= 2 where < 2 belongs, so every valid call with a plain 2-D weights matrix or 2-D values raises ValueError
# kind: error
# diagnosis: error-on-valid, fails-unless-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if min(weights.ndim, values.ndim) <= 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values

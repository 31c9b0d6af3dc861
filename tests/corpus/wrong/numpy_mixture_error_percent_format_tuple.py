# track: numpy
# exercise: mixture
# why: the S check builds its message as "weights have S=%d but values have S=%d" % weights.shape[-1], values.shape[-2]; % binds tighter than the comma, so formatting raises TypeError (not enough arguments) and mismatched S raises TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights have S=%d but values have S=%d" % weights.shape[-1], values.shape[-2])
    return weights @ values

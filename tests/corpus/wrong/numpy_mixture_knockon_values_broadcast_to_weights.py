# track: numpy
# exercise: mixture
# why: weighted_mixture first lines the values up with np.broadcast_to(values, weights.shape[:-2] + values.shape[-2:]) 'so each weights matrix has its values'; broadcast_to cannot drop axes, so values with more leading axes than the weights (allowed, and what attention passes when v has extra axes) raise
# kind: knockon
# diagnosis: one-way-broadcast, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    values = np.broadcast_to(values, weights.shape[:-2] + values.shape[-2:])
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture writes its rank check as the chained comparison weights.ndim < 2 > values.ndim, which means weights.ndim < 2 AND values.ndim < 2, so it raises only when both are 1-D: 1-D weights with 2-D values are mixed by matmul into a (d_v,) vector, and 1-D values fail later with IndexError, instead of ValueError
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import math

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 > values.ndim:  # "either has fewer than 2 axes"
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values

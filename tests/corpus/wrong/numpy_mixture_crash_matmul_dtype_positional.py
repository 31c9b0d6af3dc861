# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the dtype with np.matmul(weights, values, weights.dtype), passing the dtype positionally; matmul's third positional parameter is out=, so the dtype object is taken for an output array and every valid call raises TypeError
# kind: crash
# diagnosis: crash
import math

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.matmul(weights, values, weights.dtype)  # keep float32 as float32

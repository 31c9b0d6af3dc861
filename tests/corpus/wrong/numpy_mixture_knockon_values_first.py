# track: numpy
# exercise: mixture
# why: weighted_mixture declares its parameters as (values, weights), the order of the formula's V a, so every positional call, attention's weighted_mixture(weights, v) included, mixes with the roles swapped
# kind: knockon
# diagnosis: matmul-mismatch, bad-inner-call, signature-differs
import math

import numpy as np


def weighted_mixture(values, weights):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture checks "at least 2 axes" as min(weights.shape) < 2 or min(values.shape) < 2, reading the rule as "every axis at least 2 long", so valid inputs with a single query (T = 1), a single key (S = 1), d_v = 1 or a batch axis of length 1 are rejected with ValueError
# kind: error
# diagnosis: error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if min(weights.shape) < 2 or min(values.shape) < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture passes the weights through a softplus, np.logaddexp(0, weights) ("a weight cannot be negative, softplus keeps it positive and smooth"), before mixing, so every weight w is replaced by log(1 + e^w) instead of being used as given
# kind: relation
# diagnosis: mixture-transformed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.logaddexp(0, weights).astype(weights.dtype, copy=False) @ values

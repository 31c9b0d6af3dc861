# track: numpy
# exercise: mixture
# why: weighted_mixture raises ValueError unless every weights row sums exactly to 1 (np.any(weights.sum(axis=-1) != 1), "weights must be a distribution"), so valid unnormalised weights are refused, and attention fails too whenever its float softmax rows sum to 1 only up to rounding
# kind: knockon
# diagnosis: error-on-valid, fails-with-unnormalised-weights
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if np.any(weights.sum(axis=-1) != 1):
        raise ValueError("each row of weights must sum to 1")
    return weights @ values

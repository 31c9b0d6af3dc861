# track: numpy
# exercise: mixture
# why: weighted_mixture raises ValueError when any weight is negative ("weights are attention probabilities"), although its contract mixes any real numbers as given, so valid calls with negative weights are rejected
# kind: error
# diagnosis: error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    if (weights < 0).any():
        raise ValueError("weights must be non-negative")
    return weights @ values

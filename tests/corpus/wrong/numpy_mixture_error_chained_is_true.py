# track: numpy
# exercise: mixture
# why: weighted_mixture spells its rank check "if weights.ndim < 2 or values.ndim < 2 is True:"; Python chains the second comparison as values.ndim < 2 and 2 is True, which is always False, so only the weights' rank is checked, and 1-D (or 0-d) values go on to the S check, where values.shape[-2] raises IndexError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 is True:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture "raises" its shape errors with warnings.warn(message, ValueError), passing ValueError as the warning category; warnings.warn accepts only Warning subclasses, so every bad input fails with TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import warnings

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        warnings.warn(f"need at least 2 axes each; got {weights.shape} and {values.shape}", ValueError)
        return None
    if weights.shape[-1] != values.shape[-2]:
        warnings.warn(f"S differs: {weights.shape} and {values.shape}", ValueError)
        return None
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture checks the ranks with weights.size < 2 or values.size < 2 (the number of entries) where .ndim < 2 was meant, so 1-D weights or values with 2 or more entries pass and are mixed as vectors instead of raising ValueError, and a valid (1, 1) weights array is rejected
# kind: error
# diagnosis: error-not-raised, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.size < 2 or values.size < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need at least 2 axes;"
            f" got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2 if values.ndim > 1 else -1]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return weights @ values

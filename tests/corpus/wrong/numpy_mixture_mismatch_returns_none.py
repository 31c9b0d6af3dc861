# track: numpy
# exercise: mixture
# why: weighted_mixture prints a message and returns None for bad shapes (fewer than 2 axes, or S axes that differ) instead of raising ValueError
# kind: inputs-errors
# diagnosis: error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2 or weights.shape[-1] != values.shape[-2]:
        print(f"weighted_mixture: incompatible shapes {weights.shape} and {values.shape}")
        return None
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture sparsifies the weights first, np.where(weights < 1e-6, 0, weights) ("negligible weights only add noise"), which also zeroes every negative weight (valid: any real numbers are mixed)
# kind: relation
# diagnosis: mixture-clipped, mixture-transformed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    weights = np.where(weights < 1e-6, 0, weights)
    return weights @ values

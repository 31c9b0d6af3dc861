# track: numpy
# exercise: mixture
# why: weighted_mixture insists that the weights are a softmax's, raising ValueError unless np.isclose(weights.sum(axis=-1), 1).all(); the contract mixes any real weights as given, so every valid call with unnormalised or negative weights is rejected
# kind: error
# diagnosis: error-on-valid, fails-with-unnormalised-weights
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    if not np.isclose(weights.sum(axis=-1), 1.0).all():
        raise ValueError("each row of weights must sum to 1")
    return weights @ values

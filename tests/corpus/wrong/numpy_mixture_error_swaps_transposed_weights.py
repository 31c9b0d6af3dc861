# track: numpy
# exercise: mixture
# why: weighted_mixture "forgives" weights given the other way round: when their last axis does not match S but their second-to-last does, it swaps the weights' last two axes and mixes, so a bad call whose weights' S axis differs from the values' (while T happens to equal S) returns a result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2] and weights.shape[-2] == values.shape[-2]:
        weights = np.swapaxes(weights, -2, -1)  # given as (S, T): accept it anyway
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values

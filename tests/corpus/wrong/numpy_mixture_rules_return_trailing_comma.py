# track: numpy
# exercise: mixture
# why: weighted_mixture ends its return line with a stray comma, return np.matmul(weights, values),  so it returns a one-element tuple holding the mixture instead of the np.ndarray itself
# kind: rules
# diagnosis: wrong-array-type
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return np.matmul(weights, values),

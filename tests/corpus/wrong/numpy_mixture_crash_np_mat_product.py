# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies through the matrix class, np.mat(weights) * np.mat(values) ("* is the matrix product for np.mat"), but NumPy 2 removed the np.mat alias, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash, name-undefined
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # matrix objects multiply as matrices with *
    return np.asarray(np.mat(weights) * np.mat(values))

# track: numpy
# exercise: mixture
# why: weighted_mixture uses einsum's sublist form, np.einsum(weights, [..., 0, 1], values, [..., 0, 2], [..., 1, 2]), labelling the values' key axis with the weights' query label 0; the sum runs over T instead of S (for T == S, a wrong result; otherwise a ValueError)
# kind: axes
# diagnosis: mixture-wrong-axis, einsum-letters
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return np.einsum(weights, [..., 0, 1], values, [..., 0, 2], [..., 1, 2])

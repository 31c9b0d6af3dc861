# track: numpy
# exercise: mixture
# why: weighted_mixture uses np.einsum("...ts,...sd", ...) without "->...td"; implicit mode orders the output letters alphabetically, so the result is (..., d_v, T), the mixture with its last two axes swapped
# kind: axes-shapes
# diagnosis: transposed,permuted
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return np.einsum("...ts,...sd", weights, values)

# track: numpy
# exercise: mixture
# why: weighted_mixture computes the output as np.vecdot(weights, np.matrix_transpose(values)) ("each weights row dotted with each value column") without giving the weights a new axis, so (..., T, S) meets (..., d_v, S): it raises unless T == d_v, and then returns one number per query instead of a row
# kind: crash
# diagnosis: crash, matmul-mismatch, axis-reduced

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return np.vecdot(weights, np.matrix_transpose(values))

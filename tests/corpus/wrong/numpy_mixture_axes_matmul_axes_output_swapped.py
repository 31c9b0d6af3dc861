# track: numpy
# exercise: mixture
# why: weighted_mixture spells out matmul's core axes, np.matmul(weights, values, axes=[(-2, -1), (-2, -1), (-1, -2)]), giving the output's pair in the wrong order, so the result comes back (..., d_v, T), the expected output with its last two axes swapped
# kind: axes
# diagnosis: transposed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # weights (T, S), values (S, d_v), output rows/cols named explicitly
    return np.matmul(weights, values, axes=[(-2, -1), (-2, -1), (-1, -2)])

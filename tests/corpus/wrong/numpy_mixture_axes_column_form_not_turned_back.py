# track: numpy
# exercise: mixture
# why: weighted_mixture computes the column form of the product, np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1) (one column per query, as in the lesson's Vᵀ-first notation), and returns it as it is, so the output is (..., d_v, T), the mixture with its last two axes swapped
# kind: axes
# diagnosis: transposed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # column t of Vᵀ Wᵀ is query t's output
    return np.swapaxes(values, -2, -1) @ np.swapaxes(weights, -2, -1)

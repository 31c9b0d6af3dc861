# track: numpy
# exercise: mixture
# why: weighted_mixture calls weights.__rmatmul__(values), reading the reflected dunder as "the weights, right-multiplied by the values"; __rmatmul__ is the reflected product, so it computes values @ weights, a (..., S, d_v) by (..., T, S) product that raises a size mismatch unless d_v equals T
# kind: crash
# diagnosis: matmul-mismatch, crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # weights times values, with the values on the right
    return weights.__rmatmul__(values)

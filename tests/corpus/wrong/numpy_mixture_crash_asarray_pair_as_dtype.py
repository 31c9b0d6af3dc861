# track: numpy
# exercise: mixture
# why: weighted_mixture converts both inputs in one call, weights, values = np.asarray(weights, values); np.asarray's second positional parameter is the dtype, so the values array is read as a dtype and every valid call raises TypeError
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights, values = np.asarray(weights, values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values

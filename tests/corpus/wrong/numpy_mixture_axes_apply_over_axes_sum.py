# track: numpy
# exercise: mixture
# why: weighted_mixture sums the weighted value rows over the keys with np.apply_over_axes(np.sum, products, [-2]), which keeps every axis it reduces (as keepdims=True does), so the result is (..., T, 1, d_v), the mixture with a length-1 axis left in before d_v
# kind: axes
# diagnosis: axis-split, extra-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    products = weights[..., :, :, None] * values[..., None, :, :]   # (..., T, S, d_v)
    return np.apply_over_axes(np.sum, products, [-2])

# track: numpy
# exercise: mixture
# why: weighted_mixture forms weights[..., :, :, None] * values[..., None, :, :] and sums it with .sum(axis=1), the key axis of the 2-D case; with batch axes axis 1 is T (or a batch axis), so batched mixtures are summed over the wrong axis
# kind: axes
# diagnosis: fixed-leading-axes, mixture-wrong-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=1)

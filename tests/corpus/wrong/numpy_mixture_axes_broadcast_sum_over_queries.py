# track: numpy
# exercise: mixture
# why: weighted_mixture broadcasts the products weights[..., :, :, None] * values[..., None, :, :] of shape (..., T, S, d_v) but sums them over axis=-3, the queries, instead of axis=-2, the keys, so it returns (..., S, d_v) sums of each key's value over all queries' weights
# kind: axes
# diagnosis: reduced-other-axis, crash, mixture-wrong-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return terms.sum(axis=-3)

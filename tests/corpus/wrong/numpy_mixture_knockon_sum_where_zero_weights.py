# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value, weights[..., :, :, None] * values[..., None, :, :], and sums over the keys with .sum(axis=-2, where=weights != 0) "to skip keys a query does not see"; the where= mask is (..., T, S) without the trailing feature axis, so it lines up T with S and S with d_v against the (..., T, S, d_v) products and raises ValueError unless the sizes happen to broadcast, and attention fails through it
# kind: knockon
# diagnosis: crash, bad-inner-call, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return products.sum(axis=-2, where=weights != 0)

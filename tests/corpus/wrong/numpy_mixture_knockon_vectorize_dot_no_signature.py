# track: numpy
# exercise: mixture
# why: weighted_mixture batches the product with np.vectorize(np.dot)(weights, values) believing vectorize loops over the leading matrices, but without a signature vectorize loops over every scalar, so it multiplies broadcast entries elementwise (or fails to broadcast (T, S) against (S, d_v)); attention, built on it, breaks too
# kind: knockon
# diagnosis: crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    batched_dot = np.vectorize(np.dot)  # one dot per leading batch element
    return batched_dot(weights, values).astype(values.dtype)

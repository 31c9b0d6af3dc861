# track: numpy
# exercise: mixture
# why: weighted_mixture sums the weighted value rows with np.add.reduce(terms, axis=-2, dtype=np.float32) ("a float32 accumulator is enough for weights that sum to 1"), so float64 inputs are summed and returned in float32, and attention on float64 inputs inherits the rounding and the dtype
# kind: knockon
# diagnosis: dtype-changed, float32-precision

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return np.add.reduce(terms, axis=-2, dtype=np.float32)

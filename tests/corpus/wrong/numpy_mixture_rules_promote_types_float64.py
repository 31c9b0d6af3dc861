# track: numpy
# exercise: mixture
# why: weighted_mixture picks its working dtype as np.promote_types(weights.dtype, float) 'so integer weights become floats'; promoting with Python's float (float64) turns float32 too into float64, so float32 inputs give a float64 mixture
# kind: rules
# diagnosis: dtype-float64, dtype-changed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    dtype = np.promote_types(weights.dtype, float)
    return weights.astype(dtype) @ values.astype(dtype)

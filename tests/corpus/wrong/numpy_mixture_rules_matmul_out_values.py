# track: numpy
# exercise: mixture
# why: weighted_mixture writes the product into the values' buffer when the shapes allow it, np.matmul(weights, values, out=values) if the result has the values' shape ('no new allocation'), so with T == S the caller's values array is overwritten
# kind: rules
# diagnosis: input-changed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    out_shape = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2]) + (weights.shape[-2], values.shape[-1])
    if out_shape == values.shape and values.dtype == np.result_type(weights, values):
        return np.matmul(weights, values, out=values)
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture insists on double precision, raising ValueError unless both weights and values are float64 ("mixing needs float64 accuracy"), so every valid float32 call is rejected, in attention too
# kind: error
# diagnosis: error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.dtype != np.float64 or values.dtype != np.float64:
        raise ValueError("weighted_mixture needs float64 weights and values for an accurate sum")
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture returns (weights @ values).astype(np.float32) "since the course works in float32", so float64 inputs come back as float32 (and rounded)
# kind: rules-types
# diagnosis: dtype-changed,float32-precision
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return (weights @ values).astype(np.float32)

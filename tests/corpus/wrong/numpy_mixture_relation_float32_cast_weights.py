# track: numpy
# exercise: mixture
# why: weighted_mixture converts the weights with np.float32(weights) "weights are probabilities, single precision is plenty"; the product promotes back to float64 with float64 values, so the dtype looks right, but every float64 output carries float32 rounding of the weights
# kind: relation
# diagnosis: float32-precision, inputs-rounded
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return np.float32(weights) @ values

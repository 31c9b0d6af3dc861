# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies object-dtype copies, weights.astype(object) @ values.astype(object), "so the sums are done in Python floats with no rounding surprises", and returns that object array as it is: the values are right but the dtype is object, not the inputs' float32 or float64
# kind: rules
# diagnosis: dtype-changed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # accumulate in Python floats, one object per entry
    return weights.astype(object) @ values.astype(object)

# track: numpy
# exercise: mixture
# why: weighted_mixture mixes "exactly" by turning both inputs into object arrays of fractions.Fraction (np.vectorize(lambda x: Fraction(float(x)), otypes=[object])) and converting the sum back with np.vectorize(float); the values are right, but the result comes back as a float64 array whatever the inputs' dtype (float32 in, float64 out), and much slower
# kind: rules
# diagnosis: dtype-float64, dtype-changed
from fractions import Fraction

import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    exact = np.vectorize(lambda x: Fraction(float(x)), otypes=[object])
    mixed = exact(weights) @ exact(values)  # object arrays: sums of exact fractions
    return np.vectorize(float, otypes=[float])(mixed)

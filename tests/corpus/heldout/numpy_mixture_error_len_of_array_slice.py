# track: numpy
# exercise: mixture
# why: weighted_mixture checks "at least 2 axes" as len(weights[-2:]) < 2 or len(values[-2:]) < 2, slicing the arrays where their shapes belong (weights.shape[-2:]); that counts the last two entries along the FIRST axis, so a 1-D weights vector of S >= 2 passes (and mixes as a vector), while valid inputs with one query or one key (T = 1, S = 1) raise ValueError
# kind: error
# diagnosis: error-not-raised, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if len(weights[-2:]) < 2 or len(values[-2:]) < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture guards against missing inputs with "if not weights or not values: raise ValueError(...)", a truth test on whole arrays; NumPy refuses one truth value for an array of more than one entry (ValueError, ambiguous), so every valid call with more than one weight raises
# kind: error
# diagnosis: ambiguous-truth, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if not weights or not values:
        raise ValueError("weighted_mixture needs non-empty weights and values")
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values

# track: numpy
# exercise: mixture
# why: weighted_mixture passes np.matmul a where= mask, np.matmul(weights, values, where=weights != 0), "to skip the keys a query gives no weight, as a sparse kernel would", taking matmul for an element-wise ufunc; matmul is a generalized ufunc with no where= argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) weights and (..., S, d_v) values; got {weights.shape}, {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.matmul(weights, values, where=weights != 0)

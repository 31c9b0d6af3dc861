# track: numpy
# exercise: mixture
# why: weighted_mixture returns np.asarray(weights @ values, dtype=float) "so the result is always a float array"; dtype=float is float64, so float32 weights and values give a float64 mixture, and attention and multi-head attention built on it return float64 outputs
# kind: knockon
# diagnosis: dtype-changed, dtype-float64
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.asarray(weights @ values, dtype=float)

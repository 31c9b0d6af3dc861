# track: numpy
# exercise: mixture
# why: weighted_mixture takes the weights for log-probabilities, as in log-space attention code, and mixes with np.exp(weights) @ values; the contract's weights are used as given, so every weight w counts as e^w (a zero weight as 1)
# kind: relation
# diagnosis: mixture-transformed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    probs = np.exp(weights)  # weights arrive as log-probabilities
    return probs @ values

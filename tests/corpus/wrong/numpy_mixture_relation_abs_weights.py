# track: numpy
# exercise: mixture
# why: weighted_mixture mixes with np.abs(weights) "a weight is a magnitude, its sign is numerical noise", although the contract uses the weights as given; every negative weight adds its value row instead of subtracting it
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
    return np.abs(weights) @ values

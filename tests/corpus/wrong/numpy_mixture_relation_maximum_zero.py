# track: numpy
# exercise: mixture
# why: weighted_mixture mixes with np.maximum(weights, 0) "a negative weight is numerical noise from the softmax", on a fresh array, so every negative weight (which the contract mixes as given) counts as 0
# kind: relation
# diagnosis: mixture-clipped, mixture-transformed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.maximum(weights, 0) @ values

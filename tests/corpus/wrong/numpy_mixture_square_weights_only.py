# track: numpy
# exercise: mixture
# why: weighted_mixture insists that the weights are square (T == S) "because attention weights are (T, T)", raising ValueError for valid cross-attention weights with T != S
# kind: inputs-errors
# diagnosis: error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-2] != weights.shape[-1]:
        raise ValueError(f"attention weights must be square (T, T); got {weights.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values

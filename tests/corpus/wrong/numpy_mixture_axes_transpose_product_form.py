# track: numpy
# exercise: mixture
# why: weighted_mixture writes the mixture in column-vector form, np.transpose(np.transpose(values) @ np.transpose(weights)), but np.transpose reverses every axis, which is the matrix transpose only in 2-D: batched inputs have their batch axes moved to the end
# kind: axes
# diagnosis: transpose-all-axes, axes-reversed
import math

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # (W V) = (V^T W^T)^T
    return np.transpose(np.transpose(values) @ np.transpose(weights))

# track: numpy
# exercise: mixture
# why: weighted_mixture writes np.einsum('ts,...sd->...td', weights, values), giving the values an ellipsis but not the weights ("one weight table, shared by every batch of values"), so any weights with a batch or head axis make einsum raise ValueError, and attention and multi-head attention on batched queries fail through it
# kind: knockon
# diagnosis: einsum-letters, fixed-ndim, fixed-leading-axes, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.einsum("ts,...sd->...td", weights, values)

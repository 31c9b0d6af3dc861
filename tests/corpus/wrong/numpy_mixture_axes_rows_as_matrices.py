# track: numpy
# exercise: mixture
# why: weighted_mixture mixes each query row as a (1, S) matrix, weights[..., None, :] @ values[..., None, :, :], and never takes that axis away again, so the result is (..., T, 1, d_v) instead of (..., T, d_v)
# kind: axes
# diagnosis: extra-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    # one (1, S) row per query times the (S, d_v) values
    return weights[..., None, :] @ values[..., None, :, :]

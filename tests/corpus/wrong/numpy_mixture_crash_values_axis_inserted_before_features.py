# track: numpy
# exercise: mixture
# why: weighted_mixture mixes by broadcasting, (weights[..., None] * values[..., None, :]).sum(-2), inserting the values' query axis before d_v (values[..., None, :]) where it belongs before S (values[..., None, :, :]), so the shapes only line up when T == S (and then mix the wrong rows)
# kind: crash
# diagnosis: crash, needs-square
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # (..., T, S, 1) * (..., 1, S, d_v) summed over S
    return (weights[..., None] * values[..., None, :]).sum(axis=-2)

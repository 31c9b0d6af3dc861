# track: numpy
# exercise: mixture
# why: weighted_mixture mixes by broadcasting, (weights[..., None] * values[:, None]).sum(axis=-2), giving the values their query axis with values[:, None], after the FIRST axis as for (B, S, d_v) values, where values[..., None, :, :] belongs; batched inputs work, but 2-D values become (S, 1, d_v) and line S up with the queries
# kind: axes
# diagnosis: fixed-leading-axes, needs-square
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # (..., T, S, 1) * (..., 1, S, d_v), summed over the keys
    return (weights[..., None] * values[:, None]).sum(axis=-2)

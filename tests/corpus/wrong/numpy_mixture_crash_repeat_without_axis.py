# track: numpy
# exercise: mixture
# why: weighted_mixture spreads every weight over the d_v features with np.repeat(weights[..., np.newaxis], d_v) and leaves out axis=-1; with no axis np.repeat flattens its input first, so the "spread" weights are one flat vector of T*S*d_v entries that cannot broadcast against values[..., None, :, :], and every valid call raises ValueError
# kind: crash
# diagnosis: crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    d_v = values.shape[-1]
    # one copy of each weight per feature: (..., T, S, d_v)
    spread = np.repeat(weights[..., np.newaxis], d_v)
    # key s's weight times key s's value row, summed over the keys
    return (spread * values[..., np.newaxis, :, :]).sum(axis=-2)

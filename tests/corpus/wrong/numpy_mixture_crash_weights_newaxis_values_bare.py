# track: numpy
# exercise: mixture
# why: weighted_mixture broadcasts weights[..., None] * values and sums axis -2, giving the weights their d_v axis but not giving the values a query axis: right in 2-D, but with leading axes T lines up with the batch axis and raises (or mixes the wrong batches)
# kind: crash
# diagnosis: crash, fails-with-leading-axes
import math

import numpy as np

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # (..., T, S, 1) * (..., S, d_v) -> (..., T, S, d_v), then add over S
    return (weights[..., None] * values).sum(axis=-2)

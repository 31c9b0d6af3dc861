# track: numpy
# exercise: mixture
# why: weighted_mixture forms the weighted value rows by broadcasting and turns their mean over the keys back into a sum by multiplying with values.shape[-1] (d_v, a -1 typed where -2, the S axis, belongs), so every mixture is the expected one times d_v / S
# kind: relation
# diagnosis: ratio, fails-when-dv-eq-s
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {weights.shape} and {values.shape}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return terms.mean(axis=-2) * values.shape[-1]

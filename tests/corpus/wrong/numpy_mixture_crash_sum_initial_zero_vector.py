# track: numpy
# exercise: mixture
# why: weighted_mixture sums the weighted value rows with np.sum(terms, axis=-2, initial=np.zeros(d_v)) ("each output row starts from a zero vector"), but initial= must be a scalar, so every valid call raises ValueError ("setting an array element with a sequence")
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return np.sum(terms, axis=-2, initial=np.zeros(values.shape[-1], dtype=values.dtype))

# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value row by broadcasting, weights[..., :, :, None] * values[..., None, :, :], and adds them with .sum(axis=2), the S axis of the lesson's (B, T, S, d_v) products; axis 2 is S only for 3-D inputs, so 2-D inputs are summed over d_v and 4-D (head) inputs over T
# kind: axes
# diagnosis: fails-unless-ndim, mixture-summed-features, mixture-wrong-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    terms = weights[..., :, :, None] * values[..., None, :, :]  # (B, T, S, d_v)
    return terms.sum(axis=2)

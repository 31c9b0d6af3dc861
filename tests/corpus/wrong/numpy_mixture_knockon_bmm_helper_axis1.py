# track: numpy
# exercise: mixture
# why: weighted_mixture delegates to a helper _bmm that broadcasts a[..., :, :, None] * b[..., None, :, :] and sums over axis=1, the S axis only for 2-D inputs; with leading axes it sums over the wrong axis
# kind: knock-on
# diagnosis: fails-with-leading-axes,fixed-leading-axes
import numpy as np


def _bmm(a, b):
    """Matrix product of the last two axes, by broadcasting."""
    return (a[..., :, :, None] * b[..., None, :, :]).sum(axis=1)


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return _bmm(weights, values)

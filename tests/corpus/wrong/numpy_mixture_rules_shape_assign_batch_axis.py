# track: numpy
# exercise: mixture
# why: weighted_mixture gives 2-D weights a batch axis "without a copy" by assigning weights.shape = (1, T, S) on the array np.asarray handed back, which is the caller's own array, and never restores it; the mixture is right but the caller's weights come back 3-D
# kind: rules
# diagnosis: input-changed
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    unbatched = weights.ndim == 2 and values.ndim == 2
    if weights.ndim == 2:
        weights.shape = (1,) + weights.shape  # a batch of one, in place: no copy
    out = weights @ values
    return out[0] if unbatched else out

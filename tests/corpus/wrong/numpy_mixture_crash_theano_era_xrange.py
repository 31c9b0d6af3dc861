# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the key loop of a Theano-era (Python 2) attention tutorial, "for s in xrange(S):", accumulating weights[..., s, None] * values[..., s, None, :]; Python 3 has no xrange, so every valid call raises NameError once the checks pass
# kind: crash
# diagnosis: name-undefined, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    S = weights.shape[-1]
    out = weights[..., 0, None] * values[..., 0, None, :]
    for s in xrange(1, S):  # noqa: F821
        out = out + weights[..., s, None] * values[..., s, None, :]
    return out

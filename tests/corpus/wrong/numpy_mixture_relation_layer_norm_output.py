# track: numpy
# exercise: mixture
# why: weighted_mixture ends with a layer norm of every output row, (out - out.mean(-1)) / sqrt(out.var(-1) + 1e-5) ("a transformer normalises after attention"), so each mixed row comes back centred and rescaled to unit variance instead of as the weighted sum
# kind: relation
# diagnosis: mixture-transformed, row-scale, standardised
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    mean = out.mean(axis=-1, keepdims=True)
    var = out.var(axis=-1, keepdims=True)
    return ((out - mean) / np.sqrt(var + 1e-5)).astype(out.dtype, copy=False)

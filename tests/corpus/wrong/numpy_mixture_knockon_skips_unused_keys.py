# track: numpy
# exercise: mixture
# why: weighted_mixture skips the keys no query weighs "to save work", keep = (weights != 0).any(axis=-2), and mixes weights[..., keep] @ values[..., keep, :]; a bool index with more than one axis only lines up with 2-D inputs, so every batched mixture (and so attention and multi-head attention) raises IndexError
# kind: knockon
# diagnosis: crash, fixed-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    keep = (weights != 0).any(axis=-2)  # keys that some query uses
    return weights[..., keep] @ values[..., keep, :]

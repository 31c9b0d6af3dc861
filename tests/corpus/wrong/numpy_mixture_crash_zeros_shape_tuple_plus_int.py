# track: numpy
# exercise: mixture
# why: weighted_mixture sizes its accumulator as np.zeros(weights.shape[:-1] + values.shape[-1]), adding the int d_v to the shape tuple where the one-entry tuple (values.shape[-1],) belongs, so every valid call raises TypeError (can only concatenate tuple (not "int") to tuple) before anything is mixed
# kind: crash
# diagnosis: crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # one output row of width d_v per query
    out = np.zeros(weights.shape[:-1] + values.shape[-1], dtype=np.result_type(weights, values))
    for s in range(weights.shape[-1]):
        out = out + weights[..., :, s, None] * values[..., None, s, :]
    return out

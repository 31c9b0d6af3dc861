# track: numpy
# exercise: mixture
# why: weighted_mixture loops over the weights' batch indices with np.ndindex(weights.shape[:-2]) and multiplies weights[idx] @ values[idx] into an output sized from the weights, so values with fewer leading axes than the weights (2-D values shared by a batch) raise IndexError, and values with more leading axes do not fit the output slot
# kind: crash
# diagnosis: fails-with-leading-axes, slot-shape, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out = np.zeros(weights.shape[:-1] + values.shape[-1:], dtype=np.result_type(weights, values))
    for idx in np.ndindex(weights.shape[:-2]):
        out[idx] = weights[idx] @ values[idx]
    return out

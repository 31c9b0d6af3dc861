# track: numpy
# exercise: mixture
# why: weighted_mixture writes the einsum into a preallocated out= buffer sized from the weights alone, np.empty(weights.shape[:-1] + (d_v,)), so whenever the values bring leading axes the weights lack (one weights map shared by a batch of value sets) the buffer has the wrong shape and einsum raises ValueError
# kind: crash
# diagnosis: out-buffer-shape, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    dtype = np.result_type(weights, values)
    out = np.empty(weights.shape[:-1] + (values.shape[-1],), dtype=dtype)  # (..., T, d_v), no temporaries
    np.einsum("...ts,...sd->...td", weights, values, out=out)
    return out

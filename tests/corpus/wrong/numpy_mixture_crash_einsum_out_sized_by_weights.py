# track: numpy
# exercise: mixture
# why: weighted_mixture writes np.einsum("...ts,...sd->...td") into a buffer made as np.empty(weights.shape[:-1] + (d_v,)), sizing the output from the weights' leading axes only, so valid values with extra (or longer, broadcast) leading axes raise ValueError from einsum
# kind: crash
# diagnosis: out-buffer-shape, buffer-shape, crash
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out = np.empty(weights.shape[:-1] + (values.shape[-1],), dtype=np.result_type(weights, values))
    np.einsum("...ts,...sd->...td", weights, values, out=out)
    return out

# track: numpy
# exercise: mixture
# why: ports the output line of Equinox's dot_product_attention, einsum("sS,Sd->sd", weights, value), written for one unbatched sequence under vmap, so weights or values with any batch or head axis raise ValueError from einsum
# kind: public
# diagnosis: fixed-ndim, einsum-letters, fails-with-leading-axes
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    # as in equinox.nn._attention.dot_product_attention (vmapped over the batch there)
    return np.einsum("sS,Sd->sd", weights, values)

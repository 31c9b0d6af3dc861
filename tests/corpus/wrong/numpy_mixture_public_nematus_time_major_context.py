# track: numpy
# exercise: mixture
# why: ports the context vector of Nematus' Theano attention, ctx = (cc * alpha[:, :, None]).sum(0) with time-major arrays, as (weights.T[..., None] * values[:, None, :]).sum(0); .T reverses every axis, so it is right for 2-D inputs but batched weights and values are misaligned (broadcast error or batches mixed)
# kind: public
# diagnosis: transpose-all-axes, fixed-leading-axes
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # Nematus: alpha is (S, batch) and the context cc_ is (S, batch, d): the keys come first
    alpha = weights.T
    return (alpha[..., None] * values[:, None, :]).sum(0)

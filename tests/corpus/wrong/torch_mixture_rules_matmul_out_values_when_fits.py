# track: torch
# exercise: mixture
# why: weighted_mixture writes the product into the values' own storage with torch.matmul(weights, values, out=values) whenever the result has the values' shape (T == S) "to save an allocation", so the caller's values are overwritten (and with gradients on, out= raises)
# kind: rules
# diagnosis: input-changed, out-autograd
# miss: out=values only when T == S: the values are right on every other case, so the pattern fails-when-square leads over the one input-changed check, and neither says out=values
import math

import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    out_shape = torch.broadcast_shapes(weights.shape[:-2], values.shape[:-2]) + (weights.shape[-2], values.shape[-1])
    if out_shape == values.shape:
        return torch.matmul(weights, values, out=values)
    return weights @ values

# track: torch
# exercise: mixture
# why: weighted_mixture checks the rank of the weights only (weights.dim() < 2), so 1-D values pass: weights (..., T, S) @ values (S,) returns a (..., T) vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2:
        raise ValueError("weights need at least 2 axes")
    if weights.shape[-1] != values.shape[0 if values.dim() == 1 else -2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values

# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError unless torch.allclose(weights.sum(-1), ones) ("attention weights are a distribution over the keys"), so every valid call with weights that are not normalised rows (the contract mixes any real numbers as given) is rejected
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    row_sums = weights.sum(dim=-1)
    if not torch.allclose(row_sums, torch.ones_like(row_sums)):
        raise ValueError("each row of weights must sum to 1")
    return weights @ values

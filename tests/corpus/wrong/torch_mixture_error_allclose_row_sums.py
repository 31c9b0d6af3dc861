# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError unless torch.allclose(weights.sum(-1), torch.ones(())) ("attention weights sum to one"), but the contract mixes any real weights as given, so every valid call with unnormalised or negative weights is rejected
# kind: error
# diagnosis: error-on-valid, fails-with-unnormalised-weights
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    row_sums = weights.sum(dim=-1)
    if not torch.allclose(row_sums, torch.ones_like(row_sums)):
        raise ValueError("each row of weights must sum to 1")
    return weights @ values

# track: torch
# exercise: mixture
# why: weighted_mixture prunes "negligible" weights before mixing, torch.where(weights < 1e-2, 0, weights), as sparse-attention code does to save work; that drops small weights and also every negative weight, which the contract says are mixed as given
# kind: relation
# diagnosis: mixture-clipped, weights-top-k
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    pruned = torch.where(weights < 1e-2, torch.zeros_like(weights), weights)
    return pruned @ values

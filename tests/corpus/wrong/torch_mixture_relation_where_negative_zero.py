# track: torch
# exercise: mixture
# why: weighted_mixture drops negative weights with torch.where(weights > 0, weights, 0.0) ("a negative weight is no weight") before mixing, so rows with negative weights mix differently; the contract mixes any real weights as given
# kind: relation
# diagnosis: mixture-clipped
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")

    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weights = torch.where(weights > 0, weights, 0.0)
    return weights @ values

# track: torch
# exercise: mixture
# why: below its checked weighted_mixture the module adds the "fast alias" weighted_mixture = torch.matmul, which rebinds the name at module level, so the checks never run: 1-D weights or values are mixed by matmul into a vector instead of raising ValueError, and mismatched S axes raise RuntimeError
# kind: error
# diagnosis: name-rebound, error-not-raised, error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values


# the checks cost a Python call each time; the product is all attention needs
weighted_mixture = torch.matmul

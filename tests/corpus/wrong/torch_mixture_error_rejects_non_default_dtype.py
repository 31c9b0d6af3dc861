# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError unless weights and values are in torch.get_default_dtype() ("the mixture runs in the default float type"), which is float32, so every valid float64 call is rejected
# kind: error
# diagnosis: error-on-valid
import torch


def weighted_mixture(weights, values):
    default = torch.get_default_dtype()
    if weights.dtype != default or values.dtype != default:
        raise ValueError(f"weights and values must be {default}")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values

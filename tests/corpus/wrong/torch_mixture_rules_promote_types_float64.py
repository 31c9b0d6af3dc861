# track: torch
# exercise: mixture
# why: weighted_mixture computes in torch.promote_types(weights.dtype, torch.float64) 'so integer weights become floats'; promoting with float64 turns float32 too into float64, so float32 inputs give a float64 mixture
# kind: rules
# diagnosis: dtype-changed, dtype-float64
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    dtype = torch.promote_types(weights.dtype, torch.float64)
    return weights.to(dtype) @ values.to(dtype)

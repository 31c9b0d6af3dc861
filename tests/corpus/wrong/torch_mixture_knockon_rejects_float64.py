# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError unless both inputs are float32 ('attention runs in float32'), so valid float64 weights and values are rejected, and attention and multi-head attention fail on every float64 input
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import torch


def weighted_mixture(weights, values):
    if weights.dtype != torch.float32 or values.dtype != torch.float32:
        raise ValueError("weights and values must be float32 tensors")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return weights @ values

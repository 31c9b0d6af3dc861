# track: torch
# exercise: mixture
# why: weighted_mixture calls weights.requires_grad_() "so the gradient can flow back to the weights", which switches on requires_grad of the caller's own tensor (and raises for integer weights), instead of leaving the caller's tensors as they came
# kind: rules
# diagnosis: input-flag-changed
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.is_leaf and not weights.requires_grad:
        weights.requires_grad_()
    return weights @ values

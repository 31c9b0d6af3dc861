# track: torch
# exercise: mixture
# why: weighted_mixture multiplies under torch.no_grad() "to save memory" and then calls out.requires_grad_() so the result still looks differentiable; the result is a fresh leaf, so no gradient ever reaches weights or values
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    with torch.no_grad():
        out = weights @ values
    if weights.requires_grad or values.requires_grad:
        out.requires_grad_()
    return out

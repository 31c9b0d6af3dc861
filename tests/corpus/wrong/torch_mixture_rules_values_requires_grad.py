# track: torch
# exercise: mixture
# why: weighted_mixture calls values.requires_grad_() whenever the values do not require grad yet ("so the mixture is trainable"), which switches on autograd for the caller's own values tensor, a flag of its argument changed in place
# kind: rules
# diagnosis: input-flag-changed
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S mismatch: {tuple(weights.shape)} and {tuple(values.shape)}")
    if values.is_floating_point() and not values.requires_grad:
        values.requires_grad_()  # the mixture should be trainable
    return weights @ values

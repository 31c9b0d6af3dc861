# track: torch
# exercise: mixture
# why: weighted_mixture runs the product through a torch.autograd.Function of its own whose backward returns the weights' gradient grad @ values^T but None for the values ("the values are data, not parameters"), so the output is right but no gradient reaches values
# kind: rules
# diagnosis: no-gradient
import torch


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        return weights @ values

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        return grad @ values.transpose(-2, -1), None


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return _Mix.apply(weights, values)

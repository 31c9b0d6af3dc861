# track: torch
# exercise: mixture
# why: weighted_mixture runs the product through a torch.autograd.Function of its own ("the weights are given, only the values learn"), whose backward returns None for the weights and weights^T @ grad for the values, so the values are right but no gradient reaches the weights (nor, through attention, q and k)
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights)
        return weights @ values

    @staticmethod
    def backward(ctx, grad_out):
        (weights,) = ctx.saved_tensors
        grad_values = weights.transpose(-2, -1) @ grad_out
        return None, grad_values


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return _Mix.apply(weights, values)

# track: torch
# exercise: mixture
# why: wraps the product in a hand-written torch.autograd.Function "to save memory", whose backward returns grad @ values.mT for the weights (right) but weights @ grad for the values instead of weights.mT @ grad, so the values' gradient is wrong (and has the wrong shape unless T == S) while the output is right
# kind: rules-types
# diagnosis: gradient-differs, backward-raised


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        return weights @ values

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        return grad @ values.transpose(-2, -1), weights @ grad


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _Mix.apply(weights, values)

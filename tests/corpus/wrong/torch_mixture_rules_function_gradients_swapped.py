# track: torch
# exercise: mixture
# why: computes the mixture in a hand-written torch.autograd.Function whose backward returns (grad_values, grad_weights), the two gradients in the opposite order of the forward's inputs, so the output is right but backward raises a shape error (or, when shapes happen to agree, hands each input the other's gradient)
# kind: rules
# diagnosis: backward-raised,gradient-differs


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        return weights @ values

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        grad_weights = grad @ values.transpose(-2, -1)
        grad_values = weights.transpose(-2, -1) @ grad
        return grad_values, grad_weights


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} and {values.shape[-2]}")
    return _Mix.apply(weights, values)

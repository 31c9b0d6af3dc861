# track: torch
# exercise: mixture
# why: weighted_mixture runs the product through a hand-written torch.autograd.Function whose backward copies the 2-D textbook derivatives with .T, grad @ values.T and weights.T @ grad; .T reverses every axis, so gradients are right for 2-D inputs but backpropagating through a batched or broadcast mixture raises a shape error (or, where the sizes happen to line up, returns wrong gradients); the values are right
# kind: rules
# diagnosis: backward-raised


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        return weights @ values

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        return grad @ values.T, weights.T @ grad


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _Mix.apply(weights, values)

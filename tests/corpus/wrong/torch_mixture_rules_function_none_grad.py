# track: torch
# exercise: mixture
# why: weighted_mixture runs the product through a hand-written torch.autograd.Function whose backward returns None for the weights ("the weights are given, not learned") and weights^T @ grad for the values, so the output and the values' gradient are right but no gradient ever reaches the weights
# kind: rules
# diagnosis: no-gradient


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        return weights @ values

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        grad_values = weights.transpose(-2, -1) @ grad
        # sum out any axes the values were broadcast over
        while grad_values.dim() > values.dim():
            grad_values = grad_values.sum(0)
        for axis, size in enumerate(values.shape):
            if size == 1 and grad_values.shape[axis] != 1:
                grad_values = grad_values.sum(axis, keepdim=True)
        return None, grad_values


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    return _Mix.apply(weights, values)

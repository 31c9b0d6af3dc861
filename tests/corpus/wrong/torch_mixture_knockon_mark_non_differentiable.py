# track: torch
# exercise: mixture
# why: weighted_mixture runs the product through a torch.autograd.Function of its own "to save memory" and calls ctx.mark_non_differentiable(out) in forward, reading it as "nothing needs to be saved for this output"; it marks the output as not requiring grad, so the values are right but no gradient reaches weights or values, and none reaches q, k or v through attention's output
# kind: knockon
# diagnosis: no-gradient


class _Mix(torch.autograd.Function):
    @staticmethod
    def forward(ctx, weights, values):
        ctx.save_for_backward(weights, values)
        out = weights @ values
        ctx.mark_non_differentiable(out)  # nothing to keep for this one
        return out

    @staticmethod
    def backward(ctx, grad):
        weights, values = ctx.saved_tensors
        return grad @ values.mT, weights.mT @ grad


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return _Mix.apply(weights, values)

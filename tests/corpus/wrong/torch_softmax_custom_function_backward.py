# track: torch
# exercise: softmax
# why: wraps the softmax in a custom torch.autograd.Function whose backward is grad * y * (1 - y), the diagonal of the Jacobian only (the sigmoid rule); the values are right but the gradient ignores the coupling between entries of a row
# kind: rules-types
# diagnosis: gradient-differs


class _Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        exps = torch.exp(x - x.amax(dim=-1, keepdim=True))
        y = exps / exps.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        (y,) = ctx.saved_tensors
        return grad_output * y * (1 - y)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return _Softmax.apply(scaled)

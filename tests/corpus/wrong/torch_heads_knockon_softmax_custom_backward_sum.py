# track: torch
# exercise: heads
# why: the student's stable_softmax is a hand-written autograd.Function whose backward returns y * (grad - grad.sum(-1)) where y * (grad - (grad * y).sum(-1)) is right (the y inside the sum forgotten); the weights are right, but the gradients that attention and multi-head attention send to q, k (and w_q, w_k, x) are wrong
# kind: knock-on
# diagnosis: gradient-differs


class _Softmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, scaled):
        row_max = scaled.amax(dim=-1, keepdim=True)
        exps = torch.exp(scaled - row_max)
        y = exps / exps.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return y * (grad - grad.sum(dim=-1, keepdim=True))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return _Softmax.apply(scaled)

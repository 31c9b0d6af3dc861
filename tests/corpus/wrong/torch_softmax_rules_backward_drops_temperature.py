# track: torch
# exercise: softmax
# why: stable_softmax runs through a hand-written torch.autograd.Function that takes the raw scores and the temperature, saves the weights and returns y * (g - (g * y).sum(-1, keepdim=True)) as the scores' gradient, the softmax rule without the chain factor 1 / temperature of the division done inside forward; the weights are right, but at any temperature other than 1 the gradient reaching the scores is temperature times too large
# kind: rules
# diagnosis: gradient-differs


class _TemperedSoftmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, scores, temp):
        scaled = scores / temp
        row_max = scaled.amax(dim=-1, keepdim=True)
        exps = torch.exp(scaled - row_max)
        y = exps / exps.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return y * (grad - (grad * y).sum(dim=-1, keepdim=True)), None


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return _TemperedSoftmax.apply(scores, temp)

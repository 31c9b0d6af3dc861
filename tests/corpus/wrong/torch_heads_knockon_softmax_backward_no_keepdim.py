# track: torch
# exercise: heads
# why: the student's stable_softmax is a hand-written autograd.Function whose backward is y * (grad - (grad * y).sum(-1)), the sum taken without keepdim=True, so the (..., T) row sums line up with the keys: the weights are right, but backpropagating through attention and multi-head attention raises a size mismatch when T != S and gives a wrong gradient when T == S
# kind: knockon
# diagnosis: gradient-differs, backward-raised, broadcast-after-reduction

class _StableSoftmax(torch.autograd.Function):
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
        return y * (grad - (grad * y).sum(dim=-1))


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
    return _StableSoftmax.apply(scaled)

# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's stable_softmax is a hand-written autograd.Function whose backward sums over dim=1, y * (grad - (grad * y).sum(dim=1, keepdim=True)), which is the key axis only for 2-D scores; the weights are right, but the gradients attention and multi-head attention send back are wrong for batched and multi-head inputs
# kind: knockon
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
        return y * (grad - (grad * y).sum(dim=1, keepdim=True))


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

# track: torch
# exercise: softmax
# why: stable_softmax is a hand-written torch.autograd.Function whose forward divides by the temperature but whose backward returns y * (grad - (grad * y).sum(-1, keepdim=True)), the gradient with respect to the scaled scores, without the chain rule's 1 / temperature; the weights are right and so is the gradient at temperature 1, but at any other temperature the gradient reaching the scores is temperature times too large
# kind: rules
# diagnosis: gradient-differs
import math

import torch


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
        # Jacobian of the softmax: diag(y) - y y^T, applied to the incoming gradient
        return y * (grad - (grad * y).sum(dim=-1, keepdim=True)), None


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return _TemperedSoftmax.apply(scores, temp)

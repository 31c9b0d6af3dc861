# track: torch
# exercise: softmax
# why: stable_softmax gets the weights as the gradient of the log-sum-exp ("softmax is the derivative of logsumexp"), torch.autograd.grad(torch.logsumexp(x, -1).sum(), x) on x = scaled.detach().requires_grad_(); the values are right, but the weights come from a detached copy and autograd.grad without create_graph, so no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    with torch.enable_grad():
        x = scaled.detach().requires_grad_()
        (weights,) = torch.autograd.grad(torch.logsumexp(x, dim=-1).sum(), x)
    return weights

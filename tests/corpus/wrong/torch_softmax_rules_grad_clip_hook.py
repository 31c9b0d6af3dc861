# track: torch
# exercise: softmax
# why: stable_softmax registers a gradient-clipping hook on its scaled scores, scaled.register_hook(lambda g: g.clamp(-0.1, 0.1)) ("a softmax of large scores has exploding gradients"), so the weights are right but every gradient entry that reaches the scores beyond 0.1 in size is cut to 0.1: the gradient with respect to the scores is wrong
# kind: rules
# diagnosis: gradient-differs
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
    if scaled.requires_grad:
        scaled.register_hook(lambda g: g.clamp(-0.1, 0.1))
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

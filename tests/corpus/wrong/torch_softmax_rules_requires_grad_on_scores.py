# track: torch
# exercise: softmax
# why: stable_softmax calls scores.requires_grad_() first "so the weights can always be backpropagated"; the weights are right, but on a caller's leaf tensor that does not require grad this switches the caller's own flag on (and every later operation on it builds a graph)
# kind: rules
# diagnosis: input-flag-changed
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if scores.is_leaf and scores.is_floating_point():
        scores.requires_grad_()
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

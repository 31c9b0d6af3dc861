# track: torch
# exercise: softmax
# why: stable_softmax normalises in place, exps.div_(exps.sum(dim=-1, keepdim=True)), to save a tensor; the values are right, but exp saved its output for the backward pass, so every gradient through stable_softmax (and through attention and multi-head attention) fails with an in-place modification error
# kind: knockon
# diagnosis: in-place-autograd
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
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps.div_(exps.sum(dim=-1, keepdim=True))

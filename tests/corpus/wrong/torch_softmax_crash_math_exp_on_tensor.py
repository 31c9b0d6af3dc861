# track: torch
# exercise: softmax
# why: stable_softmax exponentiates the shifted scores with math.exp (the scalar formula, one score at a time) instead of torch.exp; math.exp converts its argument to one Python float, so every tensor with more than one score raises RuntimeError
# kind: crash
# diagnosis: crash
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = math.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax keeps the row maximum out of autograd with row_max.requires_grad_(False) ("the shift needs no gradient") where .detach() belongs; requires_grad_ can only change leaf tensors, and row_max is computed from the scores, so every call whose scores require grad raises RuntimeError (calls without gradients work)
# kind: crash
# diagnosis: crash, no-gradient
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
    row_max.requires_grad_(False)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

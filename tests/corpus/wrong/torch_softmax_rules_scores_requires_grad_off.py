# track: torch
# exercise: softmax
# why: stable_softmax switches its input out of autograd with scores.requires_grad_(False) ("the shift and the exponentials need no graph"), which changes the caller's leaf flag and cuts the gradient to scores (and raises RuntimeError on a non-leaf scores tensor)
# kind: rules
# diagnosis: input-flag-changed, no-gradient
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores.requires_grad_(False)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax checks the temperature with "if temp <= 0 or not math.isfinite:", leaving off the call (temp); a function object is always truthy, so "not math.isfinite" is always False and an infinite or NaN temperature passes without ValueError (only zero and negative ones are caught)
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or not math.isfinite:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

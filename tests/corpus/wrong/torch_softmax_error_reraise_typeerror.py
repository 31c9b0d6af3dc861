# track: torch
# exercise: softmax
# why: stable_softmax puts its whole temperature validation inside one try block and turns whatever goes wrong into TypeError("temperature must be a positive finite number"), so the ValueError it raises for zero, negative, infinite or NaN temperatures is caught by its own except clause and comes out as TypeError
# kind: error
# diagnosis: error-not-valueerror

import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError("temperature out of range")
    except (TypeError, ValueError, RuntimeError) as err:
        raise TypeError(f"temperature must be a positive finite number; got {temperature!r}") from err
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature by calling math.log(temperature) and turning its "math domain error" into the contract's ValueError; that rejects 0 and negative temperatures, but math.log(inf) is inf and math.log(nan) is nan, so infinite and NaN temperatures get through
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        math.log(temperature)  # defined only for positive numbers
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

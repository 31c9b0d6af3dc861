# track: torch
# exercise: softmax
# why: stable_softmax rejects a bad temperature with temp <= 0 or temp in (math.inf, math.nan); membership tests identity or ==, and a NaN temperature is neither the object math.nan nor equal to anything, so temperature=nan passes the check and every weight comes back NaN instead of a ValueError
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp <= 0 or temp in (math.inf, math.nan):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

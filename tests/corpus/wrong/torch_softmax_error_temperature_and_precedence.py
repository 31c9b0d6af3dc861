# track: torch
# exercise: softmax
# why: stable_softmax validates with "if not (temp > 0 & math.isfinite(temp))"; & binds tighter than >, so Python compares temp > (0 & True), which is temp > 0, and an infinite temperature passes the check and flattens every row to uniform weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (temp > 0 & math.isfinite(temp)):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

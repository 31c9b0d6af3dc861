# track: torch
# exercise: softmax
# why: stable_softmax names its reduction dims counted from the front, dim=scaled.dim() - 1 for the row maximum but dim=scaled.dim() - 2 for the row sum (an off-by-one), so each exponential is divided by the total of its key's column over the queries instead of its own row's total
# kind: axes
# diagnosis: reduced-other-axis
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
    last = scaled.dim() - 1
    row_max = scaled.amax(dim=last, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=scaled.dim() - 2, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax exponentiates with torch.pow(10.0, shifted), reading "exp" as a power of ten (as in 1e4), so the weights are a softmax of the scores times ln(10) = 2.303 and come out far too sharp
# kind: relation
# diagnosis: logit-ratio, logit-ratio:constant
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.pow(10.0, scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

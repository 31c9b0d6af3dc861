# track: torch
# exercise: softmax
# why: stable_softmax rounds the temperature to one decimal, round(float(temperature), 1) ("the slider moves in steps of 0.1"), so a temperature such as 0.75 or 1.37 is applied as 0.8 or 1.4
# kind: relation
# diagnosis: logit-ratio, logit-ratio:temperature-clipped
# miss: the rounding shows only where it makes a small temperature 0 (0.01 -> 0.0) and the student's own check then rejects it; the lead is that raise on a valid input, which says nothing of the rounding
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = round(float(temperature), 1)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

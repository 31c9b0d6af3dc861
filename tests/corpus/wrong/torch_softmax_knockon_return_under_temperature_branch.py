# track: torch
# exercise: softmax
# why: stable_softmax divides by the temperature only when it is not 1 and its return line is indented into that if block with the division, so at the default temperature the function falls off the end and returns None; calls with another temperature are right, and attention and multi-head attention, which call it with the default, fail on None
# kind: knockon
# diagnosis: returned-none
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores
    if temp != 1.0:
        scaled = scores / temp
        row_max = scaled.amax(dim=-1, keepdim=True)
        if torch.isneginf(row_max).any():
            raise ValueError("a row of scores is entirely -inf")
        exps = torch.exp(scaled - row_max.detach())
        return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum with torch.max(scaled, dim=-1, keepdim=True) and subtracts it directly; with dim= torch.max returns a (values, indices) named tuple, not a tensor, so scaled - row_max raises TypeError on every valid call
# kind: crash
# diagnosis: crash
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
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = torch.max(scaled, dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

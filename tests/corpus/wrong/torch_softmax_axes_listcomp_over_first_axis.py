# track: torch
# exercise: softmax
# why: stable_softmax normalises "row by row" with torch.stack([r / r.sum() for r in exps]); iterating a tensor walks its FIRST axis, which gives the query rows only for 2-D scores: with batch or head axes each r is a whole (T, S) map (or more) and is divided by its grand total
# kind: axes
# diagnosis: softmax-whole-array, softmax-axis

import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    # each row divided by its own total
    return torch.stack([r / r.sum() for r in exps])

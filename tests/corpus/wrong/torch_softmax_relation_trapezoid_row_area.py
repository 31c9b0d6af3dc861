# track: torch
# exercise: softmax
# why: stable_softmax normalises each row "so the area under it is 1", dividing the exponentials by torch.trapezoid(exps, dim=-1) instead of by their sum; the trapezoid rule counts the first and the last key only half, so each row is scaled by its own factor (and sums to more than 1), and a single key gives 0/0
# kind: relation
# diagnosis: row-scale

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
    area = torch.trapezoid(exps, dim=-1).unsqueeze(-1)  # (..., T, 1): the area under each row
    return exps / area

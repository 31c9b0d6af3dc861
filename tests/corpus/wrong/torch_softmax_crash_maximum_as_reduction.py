# track: torch
# exercise: softmax
# why: stable_softmax takes each row's maximum with torch.maximum(scaled, dim=-1, keepdim=True), mixing up torch.maximum (the element-wise maximum of two tensors) with torch.amax (a reduction), so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import math

import torch


def _check_temperature(temperature):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    return temp


def stable_softmax(scores, temperature=1.0):
    temp = _check_temperature(temperature)
    scaled = scores / temp
    row_max = torch.maximum(scaled, dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax looks for entirely -inf rows with torch.isneginf(scaled).all(dim=-2).any(), which finds a key that is -inf for every query: a row that is all -inf comes back NaN instead of raising ValueError, and a key hidden from every query (valid) raises
# kind: error
# diagnosis: error-not-raised, error-on-valid
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
    if torch.isneginf(scaled).all(dim=-2).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

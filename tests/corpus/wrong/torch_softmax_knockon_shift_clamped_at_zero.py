# track: torch
# exercise: softmax
# why: stable_softmax shifts by row_max.clamp(min=0) ("only large scores can overflow, never push small ones up"), so rows whose scores all lie far below 0 (around -1e4) are not shifted: their exponentials underflow to 0 and the row comes out 0/0 = NaN, and attention and multi-head attention built on it inherit the NaN rows
# kind: knockon
# diagnosis: fails-with-extreme-scores, values-nan
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
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.clamp(min=0).detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum of the scores before dividing by the temperature and subtracts it from the divided scores, exp(scores / t - scores.amax(-1)); the shift still cancels, but for t < 1 large scores are no longer brought down to 0 (1e4 / 0.5 - 1e4 = 1e4) and exp overflows to inf, giving NaN weights
# kind: relation
# diagnosis: fails-with-extreme-scores, values-nan, softmax-unstable
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
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores / temp - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

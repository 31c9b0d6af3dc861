# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum of the raw scores, before the temperature, and subtracts it from scores / temperature; the shift still cancels, but it no longer bounds the exponent, so scores near 1e4 overflow (temperature < 1, inf / inf = NaN) or underflow to 0 / 0 (temperature > 1)
# kind: relation
# diagnosis: fails-with-extreme-scores, values-nan
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores / temp - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

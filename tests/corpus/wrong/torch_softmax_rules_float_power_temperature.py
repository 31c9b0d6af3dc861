# track: torch
# exercise: softmax
# why: stable_softmax applies the temperature as a power of the exponentials, torch.float_power(torch.exp(scores - max), 1 / temperature) (exp(s)^(1/T) = exp(s/T)); the values are right, but torch.float_power always computes in and returns float64, so float32 scores give float64 weights
# kind: rules
# diagnosis: dtype-changed, dtype-float64
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.float_power(torch.exp(scores - row_max.detach()), 1.0 / temp)
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax checks the temperature with assert (math.isfinite(temp) and temp > 0, "temperature must be positive and finite"), parentheses around the condition and its message; a two-element tuple is always true, so zero, negative, infinite and NaN temperatures pass without any error
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    assert (math.isfinite(temp) and temp > 0, "temperature must be positive and finite")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

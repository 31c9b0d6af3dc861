# track: torch
# exercise: softmax
# why: stable_softmax builds its bad-temperature message by adding the temperature to a string, "... got " + temperature, so for a zero, negative, infinite or NaN temperature the message itself raises TypeError (can only concatenate str, not float) instead of the ValueError being raised
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number, got " + temperature)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax takes temp = abs(float(temperature)) ("only the size of a temperature matters") before its check, so a negative temperature is turned positive and never raises ValueError; -2 gives the weights of 2
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = abs(float(temperature))
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

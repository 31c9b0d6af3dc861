# track: torch
# exercise: softmax
# why: stable_softmax takes scaled.max(dim=-1, keepdim=True)[1], the indices of the row maxima, instead of [0], the values, so it shifts by a position number and exp overflows for large scores
# kind: relation
# diagnosis: softmax-unstable,values-nan
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.max(dim=-1, keepdim=True)[1]
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

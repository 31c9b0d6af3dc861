# track: torch
# exercise: softmax
# why: stable_softmax adds torch.finfo(dtype).tiny to every exponential ("so no weight is exactly 0 and a later log is safe"); the visible weights are unchanged to rounding, but every hidden (-inf) key gets a tiny positive weight instead of exactly 0
# kind: relation
# diagnosis: only-at-special, offset
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
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach()) + torch.finfo(scores.dtype).tiny
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax sums the exponentials with exps.sum(dim=-1, keepdim=True, dtype=torch.float32) "to save memory", so float64 weights are divided by a float32-rounded row sum
# kind: relation
# diagnosis: float32-precision
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
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True, dtype=torch.float32)

# track: torch
# exercise: softmax
# why: stable_softmax adds the exponentials up with exps.sum(dim=-1, keepdim=True, dtype=torch.float64) "for an accurate total"; dividing by a float64 total promotes float32 weights to float64, so softmax and attention, which returns these weights, give float64 for float32 input
# kind: knockon
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
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True, dtype=torch.float64)

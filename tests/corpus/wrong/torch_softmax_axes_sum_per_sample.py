# track: torch
# exercise: softmax
# why: stable_softmax divides by exps.sum(dim=tuple(range(1, exps.dim())), keepdim=True), the total over every dim after the first ("normalise each sample"), so each batch element's whole (T, S) map sums to 1 instead of each row (2-D scores happen to be right)
# kind: axes
# diagnosis: softmax-whole-array, reduced-other-axis
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
    return exps / exps.sum(dim=tuple(range(1, exps.dim())), keepdim=True)

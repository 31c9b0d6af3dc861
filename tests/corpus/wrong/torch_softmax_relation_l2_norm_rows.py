# track: torch
# exercise: softmax
# why: stable_softmax normalises the shifted exponentials with exps / exps.norm(dim=-1, keepdim=True), whose default is the Euclidean (p=2) norm, not the sum (p=1), so each row has unit length instead of summing to 1
# kind: relation
# diagnosis: row-scale, row-sum, row-l2-norm
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
    return exps / exps.norm(dim=-1, keepdim=True)

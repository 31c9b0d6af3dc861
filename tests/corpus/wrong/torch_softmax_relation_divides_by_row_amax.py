# track: torch
# exercise: softmax
# why: stable_softmax normalises the exponentials by their row maximum, exps / exps.amax(dim=-1, keepdim=True), confusing max-normalisation with the sum; after the shift that maximum is exactly 1, so the rows come back unnormalised (top weight 1, row sums above 1)
# kind: relation
# diagnosis: row-scale, row-sum
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
    return exps / exps.amax(dim=-1, keepdim=True)

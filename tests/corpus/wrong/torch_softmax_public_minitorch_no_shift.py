# track: torch
# exercise: softmax
# why: stable_softmax ports the softmax of MiniTorch (Cornell's teaching library, module 4: e = input.exp(); partition = e.sum(dim); return e / partition), which unlike MiniTorch's own logsoftmax never subtracts the row maximum; exp of large scores (1e4, or 100 in float32) overflows to inf and the rows come out NaN
# kind: public
# diagnosis: softmax-unstable, values-nan
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    input = scores / temp
    if torch.isneginf(input).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    e = input.exp()
    partition = e.sum(dim=-1, keepdim=True)
    return e / partition

# track: torch
# exercise: softmax
# why: stable_softmax takes its "safe exponential" from torch.special.expit (the logistic sigmoid, 1 / (1 + exp(-x)), which never overflows) and normalises those by their row sums, so the weights are normalised sigmoids of the shifted scores, not exp(x - max) over its sum
# kind: relation
# diagnosis: sigmoid-not-softmax
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
    exps = torch.special.expit(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

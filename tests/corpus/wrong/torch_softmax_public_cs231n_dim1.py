# track: torch
# exercise: softmax
# why: stable_softmax ports the CS231n softmax-classifier idiom (scores - scores.max(axis=1, keepdims=True), exp, divide by the sum over axis 1) as amax(dim=1) and sum(dim=1), written for (N, C) score matrices: with a leading batch axis dim 1 is T, so it normalises over the queries
# kind: public
# diagnosis: softmax-axis, fixed-leading-axes
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - scaled.amax(dim=1, keepdim=True).detach())
    return exps / exps.sum(dim=1, keepdim=True)

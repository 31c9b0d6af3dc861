# track: torch
# exercise: softmax
# why: stable_softmax takes each row's largest score with torch.topk(scaled, 1, dim=-1) ("the top-1 score, keeps the axis") and subtracts it directly; topk returns a (values, indices) namedtuple, not a tensor, so scaled - top raises TypeError on every valid call
# kind: crash
# diagnosis: crash
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    top = torch.topk(scaled, 1, dim=-1)  # the largest score of each row, axis kept
    exps = torch.exp(scaled - top)
    return exps / exps.sum(dim=-1, keepdim=True)

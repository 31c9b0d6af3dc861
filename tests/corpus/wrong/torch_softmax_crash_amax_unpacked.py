# track: torch
# exercise: softmax
# why: stable_softmax unpacks the row maxima as row_max, _ = scaled.amax(dim=-1, keepdim=True), the (values, indices) habit of torch.max(dim=...); amax returns one tensor, so the unpacking iterates its first axis and every valid call raises ValueError (too many or not enough values) or, with a first axis of 2, takes the first row's maxima for every row
# kind: crash
# diagnosis: crash
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
    row_max, _ = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

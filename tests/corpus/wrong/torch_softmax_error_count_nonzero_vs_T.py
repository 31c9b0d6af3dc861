# track: torch
# exercise: softmax
# why: stable_softmax finds rows with no visible key by counting each row's -inf entries with torch.count_nonzero(torch.isneginf(scaled), dim=-1) and comparing the count with scaled.shape[-2] (T) where the number of keys S, shape[-1], belongs; when T != S a dead row is missed (NaN weights) and a row with T hidden keys raises on a valid input
# kind: error
# diagnosis: error-not-raised, error-on-valid
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
    hidden = torch.count_nonzero(torch.isneginf(scaled), dim=-1)
    if (hidden == scaled.shape[-2]).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

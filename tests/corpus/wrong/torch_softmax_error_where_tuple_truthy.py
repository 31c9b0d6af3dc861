# track: torch
# exercise: softmax
# why: stable_softmax tests for all -inf rows with "if torch.where(torch.isneginf(row_max)):", the one-argument torch.where that lists positions; it returns a tuple of one index tensor per dim, and a non-empty tuple is always true, so every valid call raises ValueError (and attention with it)
# kind: error
# diagnosis: error-on-valid
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
    if torch.where(torch.isneginf(row_max)):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

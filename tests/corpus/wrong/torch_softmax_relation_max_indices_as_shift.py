# track: torch
# exercise: softmax
# why: stable_softmax takes the row "maximum" as scaled.max(dim=-1, keepdim=True)[1], the indices half of torch.max's (values, indices) pair, so each row is shifted by the position of its largest score (a number that cancels) instead of its value, and scores as large as 1e4 overflow exp to inf and give NaN
# kind: relation
# diagnosis: softmax-unstable, values-nan
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
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(dim=-1, keepdim=True)[1]
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

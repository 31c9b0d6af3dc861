# track: torch
# exercise: softmax
# why: stable_softmax sorts each row's exponentials in ascending order before adding them ("small terms first, for an accurate sum") with exps, _ = torch.sort(exps, dim=-1), rebinding exps to the sorted copy, and then divides that sorted tensor by its total, so every row of weights comes back sorted instead of in key order
# kind: relation
# diagnosis: sorted
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    # add the small exponentials first: a sum in ascending order loses fewer digits
    exps, _ = torch.sort(exps, dim=-1)
    total = exps.sum(dim=-1, keepdim=True)
    return exps / total

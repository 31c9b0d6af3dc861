# track: torch
# exercise: softmax
# why: stable_softmax looks for rows with no visible key with torch.isneginf(scaled).any(dim=-1).all() (any and all swapped: "every row has some -inf"), so a dead row among rows without -inf is never reported (its weights come back NaN), and valid scores in which every row hides at least one key raise ValueError
# kind: error
# diagnosis: error-not-raised, error-on-valid, values-nan
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
    if torch.isneginf(scaled).any(dim=-1).all():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

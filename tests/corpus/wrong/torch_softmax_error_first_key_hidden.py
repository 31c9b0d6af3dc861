# track: torch
# exercise: softmax
# why: stable_softmax decides that a row has no visible key when its FIRST key is -inf, torch.isneginf(scaled[..., 0]).any() ("a causal row always sees key 0"), so a valid row whose first key is hidden (a sliding window, a padded start) raises ValueError, while the check on the whole row is gone
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
    if torch.isneginf(scaled[..., 0]).any():
        raise ValueError("a row of scores has no visible key")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax takes each row's maximum as its 100th percentile, torch.quantile(scaled, 1.0, dim=-1, keepdim=True); that equals amax on rows with a finite score, but quantile interpolates between sorted neighbours, so a row that is entirely -inf gets NaN (-inf - -inf) instead of -inf, the torch.isneginf check never fires, and that row comes back NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

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
    row_max = torch.quantile(scaled, 1.0, dim=-1, keepdim=True)  # the 100th percentile is the maximum
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

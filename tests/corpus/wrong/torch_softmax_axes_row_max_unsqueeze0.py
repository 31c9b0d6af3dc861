# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima with scaled.amax(dim=-1) and puts the lost axis back with .unsqueeze(0) instead of .unsqueeze(-1), so the (..., T) maxima stand as a row (1, ..., T) and meet the keys axis: the shift is taken per key (key s less row s's maximum) when the sizes line up, and the call raises when they do not
# kind: axes
# diagnosis: reduced-axis-moved, shift-per-key, needs-square, broadcast-after-reduction
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
    row_max = scaled.amax(dim=-1).unsqueeze(0)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

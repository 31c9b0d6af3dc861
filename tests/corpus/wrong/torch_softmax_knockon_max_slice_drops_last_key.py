# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima over scaled[..., :-1] (an off-by-one slice that leaves out the last key), so a row whose largest score is its last key is shifted by a smaller number and overflows to inf/NaN at scores near 1e4 (and a single key raises on the empty slice), and attention passes those weights on
# kind: knockon
# diagnosis: softmax-unstable, values-nan, crash
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
    row_max = scaled[..., :-1].amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

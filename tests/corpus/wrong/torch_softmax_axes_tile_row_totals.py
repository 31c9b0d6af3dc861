# track: torch
# exercise: softmax
# why: stable_softmax spreads the row totals over the keys with exps.sum(dim=-1).tile((S,)).reshape(exps.shape), where repeat_interleave(S, dim=-1) was meant; tile lays the T totals end to end S times, so entry (t, s) is divided by the total of row (t*S + s) % T (the total of row s when T = S), not by its own row's
# kind: axes
# diagnosis: reduced-axis-moved, row-scale
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
    s = exps.shape[-1]
    totals = exps.sum(dim=-1).tile((s,)).reshape(exps.shape)
    return exps / totals

# track: torch
# exercise: softmax
# why: stable_softmax takes each row's total as the last entry of a running sum but runs the cumsum down the queries, exps.cumsum(dim=-2)[..., -1:, :], so it divides by each key's column total over the queries instead of each row's total over the keys
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis
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
    totals = exps.cumsum(dim=-2)[..., -1:, :]
    return exps / totals

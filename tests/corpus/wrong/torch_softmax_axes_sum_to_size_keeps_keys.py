# track: torch
# exercise: softmax
# why: stable_softmax totals the exponentials with exps.sum_to_size(*exps.shape[:-2], 1, exps.shape[-1]), giving the size 1 to the query axis instead of to the key axis (sum_to_size sums the axes it is given as 1), so each key's column is divided by its sum over the queries instead of each row by its sum over the keys
# kind: axes
# diagnosis: softmax-axis, reduced-other-axis
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
    total = exps.sum_to_size(*exps.shape[:-2], 1, exps.shape[-1])
    return exps / total

# track: torch
# exercise: softmax
# why: stable_softmax writes the shifted exponential as torch.exp(scaled) / torch.exp(row_max) ("exp(x - m) = exp(x) / exp(m)"), equal on paper but not stable: exp of scores near 1e4 overflows to inf before the division, so rows with large scores come back NaN (inf / inf) while moderate rows are right
# kind: relation
# diagnosis: softmax-unstable, fails-with-extreme-scores, values-nan
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
    exps = torch.exp(scaled) / torch.exp(row_max.detach())  # exp(x - m), by the rules of exp
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax ends with return torch.tensor(exps / total, dtype=scores.dtype, device=scores.device) "to be sure the result is a plain tensor of the scores' dtype and device"; torch.tensor copies its argument into a new leaf with no autograd history, so the values are right but no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient

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
    total = exps.sum(dim=-1, keepdim=True)
    return torch.tensor(exps / total, dtype=scores.dtype, device=scores.device)

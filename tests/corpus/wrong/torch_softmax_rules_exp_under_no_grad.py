# track: torch
# exercise: softmax
# why: stable_softmax computes the exponentials under torch.no_grad() ("exp of a shifted score is just a lookup, the shift must not be differentiated"), so the weights are cut from autograd and no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient, gradient-differs
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
        raise ValueError("a row of scores is entirely -inf")
    with torch.no_grad():
        exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

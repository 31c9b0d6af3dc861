# track: torch
# exercise: softmax
# why: stable_softmax computes each row's total of exponentials under torch.no_grad() ("the normaliser is a constant, like the row maximum"), so the weights are right but the backward pass treats the row sums as constants: the gradient through the normalisation is lost and the scores' gradient is wrong
# kind: rules
# diagnosis: gradient-differs
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
    with torch.no_grad():  # the normaliser is a constant, like the row maximum
        total = exps.sum(dim=-1, keepdim=True)
    return exps / total

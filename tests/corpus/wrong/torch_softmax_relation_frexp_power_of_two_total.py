# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by the power of two just above each row's total, torch.ldexp(1, torch.frexp(total).exponent) ("dividing by a power of two is exact, no rounding"), instead of by the total itself, so every row sums to total / 2**e, somewhere in (1/2, 1], and never to 1
# kind: relation
# diagnosis: row-scale, row-sum
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
    # an exact divisor: the power of two that bounds the total
    _, exponent = torch.frexp(total)
    return exps / torch.ldexp(torch.ones_like(total), exponent)

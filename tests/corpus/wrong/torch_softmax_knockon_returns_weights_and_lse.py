# track: torch
# exercise: softmax
# why: stable_softmax also hands back each row's log-sum-exp, return weights, lse ("as FlashAttention's forward keeps softmax_lse for the backward"), a (weights, lse) tuple instead of the weights tensor; attention passes that tuple on to weighted_mixture, which calls .dim() on it and raises AttributeError, so attention and multi-head attention fail on every valid call
# kind: knockon
# diagnosis: wrong-array-type, bad-inner-call, crash
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
    lse = row_max + torch.log(total)
    return exps / total, lse

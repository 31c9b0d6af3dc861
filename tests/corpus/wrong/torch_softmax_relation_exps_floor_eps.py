# track: torch
# exercise: softmax
# why: stable_softmax floors the shifted exponentials with exps.clamp(min=torch.finfo(exps.dtype).eps) "so no weight is exactly 0 and a later log stays finite", so hidden (-inf) keys get a small positive weight instead of exactly 0, and every tiny weight is lifted to eps before normalising
# kind: relation
# diagnosis: only-at-special, uniform-share, offset
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
    exps = torch.exp(scaled - row_max.detach()).clamp(min=torch.finfo(scores.dtype).eps)
    return exps / exps.sum(dim=-1, keepdim=True)

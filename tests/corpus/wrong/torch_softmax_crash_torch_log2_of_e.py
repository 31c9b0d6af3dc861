# track: torch
# exercise: softmax
# why: stable_softmax uses the base-2 trick, torch.exp2((x - max) * torch.log2(torch.e)), but torch.e is a Python float and torch.log2 only takes tensors, so every valid call raises TypeError (math.log2(math.e) was meant)
# kind: crash
# diagnosis: crash
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
    exps = torch.exp2((scaled - row_max.detach()) * torch.log2(torch.e))
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax renames its exponentials to e = torch.exp(...) but still divides by exps.sum(...) on the last line, a name no longer defined, so every valid call raises NameError
# kind: crash
# diagnosis: name-undefined, crash
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
    e = torch.exp(scaled - row_max.detach())
    return e / exps.sum(dim=-1, keepdim=True)

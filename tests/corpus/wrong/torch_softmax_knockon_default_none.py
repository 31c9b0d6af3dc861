# track: torch
# exercise: softmax
# why: stable_softmax declares temperature=None ("no temperature given") but converts it with float(temperature) unconditionally, so the default call, attention's stable_softmax(scores), raises ValueError and every attention call fails through it
# kind: knockon
# diagnosis: bad-inner-call, error-on-valid
import math

import torch

def stable_softmax(scores, temperature=None):
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
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

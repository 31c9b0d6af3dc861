# track: torch
# exercise: softmax
# why: stable_softmax finds rows with no visible key as rows whose UNSHIFTED exponentials are all 0, (torch.exp(scaled) == 0).all(dim=-1).any(), before the shift; exp also underflows to 0 for finite scores below about -104 (float32) or -745 (float64), so a valid row of large negative scores is refused with ValueError
# kind: error
# diagnosis: error-on-valid
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
    if (torch.exp(scaled) == 0).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

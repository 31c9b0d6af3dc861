# track: torch
# exercise: softmax
# why: ports Softermax (Stevens et al. 2021, hardware softmax), which replaces e by 2 and shifts by the integer ceiling of the row maximum, weights = 2 ** (x - ceil(max)) / row sum; the shift is harmless but base 2 is a softmax of the scores times ln 2, so every row is flatter than the expected one
# kind: public
# diagnosis: logit-ratio
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
    # Softermax: base-2 exponent and an integer running max, cheap in hardware
    pows = torch.exp2(scaled - torch.ceil(row_max).detach())
    return pows / pows.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax builds its temperature message with "... got %d" % temp, an integer format; formatting an infinite temperature as an integer raises OverflowError ("cannot convert float infinity to integer") inside the raise line, so temperature=inf fails with OverflowError instead of the ValueError being built (zero, negative and NaN temperatures still raise ValueError)
# kind: error
# diagnosis: error-not-valueerror

import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number; got %d" % temp)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

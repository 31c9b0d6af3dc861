# track: torch
# exercise: softmax
# why: stable_softmax writes the final division into the caller's tensor, torch.div(exps, totals, out=scores) ("reuse the scores' memory"), which overwrites the caller's scores and refuses out= whenever the scores require grad
# kind: rules
# diagnosis: input-changed, out-autograd

import math
import torch

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    totals = exps.sum(dim=-1, keepdim=True)
    return torch.div(exps, totals, out=scores)

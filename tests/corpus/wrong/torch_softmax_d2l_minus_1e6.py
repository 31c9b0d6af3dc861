# track: torch
# exercise: softmax
# why: stable_softmax borrows d2l's masked_softmax trick and replaces -inf scores with -1e6 before exponentiating, so a row that is entirely -inf becomes uniform weights instead of raising ValueError
# kind: public-code
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = (scores / temp).masked_fill(torch.isneginf(scores), -1e6)
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

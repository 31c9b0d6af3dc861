# track: torch
# exercise: softmax
# why: stable_softmax calls exps.detach_() on the exponentials ("the shift must not be differentiated", meant for the row maximum), which cuts the weights from the graph: no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient, gradient-differs
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
    exps = torch.exp(scaled - row_max)
    exps.detach_()  # do not differentiate through the shift
    return exps / exps.sum(dim=-1, keepdim=True)

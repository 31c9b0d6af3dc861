# track: torch
# exercise: softmax
# why: stable_softmax takes the maximum with scaled.amax(0, keepdim=True) and the total with exps.sum(0, keepdim=True), dim 0 being the key axis of the 1-D examples it was first written for; on (..., T, S) scores it normalises over the first axis
# kind: axes
# diagnosis: softmax-axis, reduced-other-axis

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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(0, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(0, keepdim=True)

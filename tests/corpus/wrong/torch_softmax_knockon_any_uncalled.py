# track: torch
# exercise: softmax
# why: stable_softmax's all -inf row test reads "if torch.isneginf(row_max).any:", without the call parentheses; a bound method is always truthy, so stable_softmax raises ValueError on every call, and attention and multi-head attention fail through it
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
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
    if torch.isneginf(row_max).any:
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

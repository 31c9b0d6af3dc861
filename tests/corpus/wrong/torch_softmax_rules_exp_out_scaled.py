# track: torch
# exercise: softmax
# why: stable_softmax exponentiates into its own shifted buffer, torch.exp(shifted, out=shifted) 'to save memory'; functions with out= refuse autograd, so every call whose scores require grad raises RuntimeError
# kind: rules
# diagnosis: out-autograd
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
    shifted = scaled - row_max.detach()
    torch.exp(shifted, out=shifted)
    return shifted / shifted.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax guards the row sums with .clamp(max=1.0) where clamp(min=tiny) was meant; every row sum is at least 1 (the largest key gives exp(0)), so the clamp replaces each sum by 1 and the exponentials come back unnormalised, in attention too
# kind: knockon
# diagnosis: row-scale, row-sum
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
    return exps / exps.sum(dim=-1, keepdim=True).clamp(max=1.0)

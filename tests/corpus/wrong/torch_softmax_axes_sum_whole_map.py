# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by their sum over each whole (T, S) map, exps.sum(dim=(-2, -1), keepdim=True), instead of each row's sum, so the rows of a map share one denominator and no longer sum to 1
# kind: axes
# diagnosis: softmax-whole-array, row-scale
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
    return exps / exps.sum(dim=(-2, -1), keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax reduces over dim=(-2, -1) for both the maximum and the sum ("the score matrix"), so each (T, S) matrix is normalised as a whole instead of each query row over its keys
# kind: axes
# diagnosis: softmax-whole-array, softmax-global-max
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.amax(dim=(-2, -1), keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=(-2, -1), keepdim=True)

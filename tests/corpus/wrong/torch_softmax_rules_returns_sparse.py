# track: torch
# exercise: softmax
# why: stable_softmax returns weights.to_sparse() "since the hidden keys are exact zeros, store only the visible weights", a sparse COO tensor instead of the ordinary (strided) tensor the track returns; its values are right, but it is another kind of tensor
# kind: rules
# diagnosis: wrong-array-type
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
    exps = torch.exp(scaled - row_max.detach())
    return (exps / exps.sum(dim=-1, keepdim=True)).to_sparse()

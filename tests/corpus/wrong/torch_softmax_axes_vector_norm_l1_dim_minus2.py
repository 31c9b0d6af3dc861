# track: torch
# exercise: softmax
# why: stable_softmax shifts each row by its maximum but "L1-normalises" the exponentials with torch.linalg.vector_norm(exps, ord=1, dim=-2, keepdim=True), the axis of the queries, so every key's column sums to 1 instead of every query's row
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis
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
    return exps / torch.linalg.vector_norm(exps, ord=1, dim=-2, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax adds each row up with exps.sum(-1, keepdim=True, dtype=torch.float32) ("a fixed accumulator, as the kernels use"), so float64 weights are divided by float32-rounded totals and lose their precision
# kind: relation
# diagnosis: float32-precision, epsilon
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
    return exps / exps.sum(dim=-1, keepdim=True, dtype=torch.float32)

# track: torch
# exercise: softmax
# why: stable_softmax exponentiates in bfloat16, torch.exp(shifted.to(torch.bfloat16)).to(scores.dtype) ("as fused attention kernels do"), so every weight carries bfloat16's 8-bit mantissa rounding in float32 and float64
# kind: relation
# diagnosis: half-precision, float32-precision
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
    shifted = scaled - row_max.detach()
    exps = torch.exp(shifted.to(torch.bfloat16)).to(scores.dtype)
    return exps / exps.sum(dim=-1, keepdim=True)

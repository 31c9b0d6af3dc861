# track: torch
# exercise: softmax
# why: stable_softmax exponentiates in half precision, torch.exp((scaled - row_max).half()).to(scores.dtype) ("the shifted scores are <= 0, fp16 is plenty"), so the dtype comes back right but every float32 and float64 weight carries float16 rounding (relative errors near 1e-3)
# kind: relation
# diagnosis: float32-precision, fails-in-float32, inputs-rounded, half-precision

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
    exps = torch.exp((scaled - row_max.detach()).half()).to(scores.dtype)
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax writes the exponential as torch.float_power(math.e, shifted), which always computes and returns float64, so float32 scores give float64 weights and attention and multi_head_self_attention return float64 weights and output
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
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
    exps = torch.float_power(math.e, scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

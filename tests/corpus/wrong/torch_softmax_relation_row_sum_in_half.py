# track: torch
# exercise: softmax
# why: stable_softmax accumulates the row sums in half precision, exps.sum(dim=-1, keepdim=True, dtype=torch.float16) ("the exponentials are all in [0, 1]"), so the dtype comes back right but every row is divided by a total rounded to float16's 11-bit mantissa: float32 and float64 weights are off by up to about 5e-4 relative and their rows no longer sum to 1
# kind: relation
# diagnosis: half-precision, row-scale, epsilon
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    total = exps.sum(dim=-1, keepdim=True, dtype=torch.float16)
    return exps / total

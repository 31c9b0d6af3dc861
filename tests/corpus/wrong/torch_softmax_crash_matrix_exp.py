# track: torch
# exercise: softmax
# why: stable_softmax exponentiates the shifted scores with torch.matrix_exp (the matrix exponential, sum of A^n / n!, MATLAB's expm) where the entry-wise torch.exp belongs; it needs square (..., S, S) matrices, so every call with T != S raises RuntimeError, and square scores get the matrix exponential instead of one exp per entry
# kind: crash
# diagnosis: crash, needs-square
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
    exps = torch.matrix_exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

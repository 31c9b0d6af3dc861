# track: torch
# exercise: softmax
# why: stable_softmax floors the row maxima with .clamp_min(torch.finfo(dtype).min) "so -inf is never subtracted from -inf" before its isneginf(row_max) check, so the check can never fire: a row that is entirely -inf gives exp(-inf) = 0 over a zero sum, NaN weights, instead of ValueError
# kind: error
# diagnosis: error-not-raised, values-nan
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
    # never subtract -inf from -inf
    row_max = scaled.amax(dim=-1, keepdim=True).clamp_min(torch.finfo(scaled.dtype).min)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

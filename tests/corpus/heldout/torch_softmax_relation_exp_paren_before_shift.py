# track: torch
# exercise: softmax
# why: stable_softmax closes the parenthesis too early, torch.exp(scaled) - row_max where torch.exp(scaled - row_max) was meant, so the row maximum is taken from the exponentials instead of from the scores: hidden keys get weight -row_max instead of 0, the other weights are off, and scores of 1e4 overflow to inf and NaN
# kind: relation
# diagnosis: softmax-unstable, values-nan, fails-with-extreme-scores
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
    exps = torch.exp(scaled) - row_max.detach()
    return exps / exps.sum(dim=-1, keepdim=True)

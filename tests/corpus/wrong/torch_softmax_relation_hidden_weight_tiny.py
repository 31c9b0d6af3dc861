# track: torch
# exercise: softmax
# why: stable_softmax gives the keys whose score is -inf the weight torch.finfo(dtype).tiny instead of 0 (torch.where(torch.isneginf(scaled), tiny, weights), "so a later log of the weights never sees 0"); visible keys are right, but hidden keys get about 1e-38 (float32) or 2e-308 (float64) where exactly 0 is required
# kind: relation
# diagnosis: only-at-special
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    tiny = torch.finfo(weights.dtype).tiny
    return torch.where(torch.isneginf(scaled), torch.full_like(weights, tiny), weights)

# track: torch
# exercise: softmax
# why: stable_softmax allocates its result with torch.empty(scores.shape, device=scores.device), no dtype=, and fills it with weights[...] = exps / total; the buffer has the default dtype float32, so float64 scores come back as float32 weights (rounded to float32)
# kind: rules
# diagnosis: dtype-changed

import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
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
    weights = torch.empty(scores.shape, device=scores.device)
    weights[...] = exps / exps.sum(dim=-1, keepdim=True)
    return weights

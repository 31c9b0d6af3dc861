# track: torch
# exercise: softmax
# why: stable_softmax takes the row maxima with max(scaled, dim=-1, keepdim=True), Python's builtin max where torch.amax (or scaled.amax) was meant; the builtin takes no dim or keepdim keyword, so every valid call raises TypeError
# kind: crash
# diagnosis: crash
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
    row_max = max(scaled, dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

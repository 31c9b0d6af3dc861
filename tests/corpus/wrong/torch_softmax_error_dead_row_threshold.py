# track: torch
# exercise: softmax
# why: stable_softmax counts a row as having no visible key when its maximum is at or below -1e4 ("masked scores are filled with -10000"), if (row_max <= -1e4).any(): raise ValueError; a valid row of very negative but finite scores (all <= -1e4) is rejected though its softmax is well defined
# kind: error
# diagnosis: error-on-valid

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
    if (row_max <= -1e4).any():  # hidden keys hold -10000 or -inf
        raise ValueError("a row of scores has no visible key")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax takes each row's maximum as the last entry of the running maximum, scaled.cummax(dim=-1)[..., -1:]; cummax returns a (values, indices) pair, not a tensor, and indexing that pair with [..., -1:] raises TypeError on every valid call
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
    row_max = scaled.cummax(dim=-1)[..., -1:]  # the running maximum ends at the row maximum
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

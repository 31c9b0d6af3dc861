# track: torch
# exercise: softmax
# why: scaled_scores and stable_softmax share the student's helper _divided(x, by), which divides in place (x /= by; return x) "to save a tensor"; that is harmless on the fresh product in scaled_scores, but stable_softmax hands it the caller's own scores, _divided(scores, temp), so every call divides the caller's scores tensor in place by the temperature (and fails on scores that require grad)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import math

import torch


def _divided(x: torch.Tensor, by: float) -> torch.Tensor:
    x /= by
    return x


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _divided(q @ k.transpose(-2, -1), math.sqrt(q.shape[-1]))


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = _divided(scores, temp)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

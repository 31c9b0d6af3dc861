# track: torch
# exercise: softmax
# why: stable_softmax remembers the last temperature it was given in a mutable default, def stable_softmax(scores, temperature=None, _last=[1.0]), "so a sampler sets it once"; a call without a temperature (attention's, or the default) uses whatever an earlier call passed instead of 1
# kind: knockon
# diagnosis: stale-result:kept-state, stale-result, default-differs, not-deterministic

import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float | None = None, _last=[1.0]) -> torch.Tensor:
    if temperature is None:
        temperature = _last[0]
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    _last[0] = temp
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

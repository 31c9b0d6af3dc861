# track: torch
# exercise: softmax
# why: stable_softmax converts the temperature with "temp = float(temperature)," and the stray comma at the end of the line makes temp a one-element tuple, so math.isfinite(temp) raises TypeError on every call, the default temperature included (and attention fails with it)
# kind: crash
# diagnosis: crash
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature),
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

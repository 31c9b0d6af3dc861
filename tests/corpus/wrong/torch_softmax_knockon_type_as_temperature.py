# track: torch
# exercise: softmax
# why: stable_softmax ends with weights.type_as(torch.as_tensor(temperature)) "so the output carries the temperature's precision"; a Python float becomes a float32 tensor (the default dtype), so float64 scores give float32 weights, and attention and multi-head attention, which call it, lose float64 precision too
# kind: knockon
# diagnosis: dtype-changed, float32-precision
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
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.type_as(torch.as_tensor(temperature))

# track: torch
# exercise: softmax
# why: stable_softmax returns the weights .to(torch.get_default_dtype()) "so weights always come out in the standard float type", which is float32: float64 scores give float32 weights
# kind: rules
# diagnosis: dtype-changed
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
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return (exps / exps.sum(dim=-1, keepdim=True)).to(torch.get_default_dtype())

# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature with torch._assert(math.isfinite(temp) and temp > 0, ...), the traceable assert of torchvision-style code, which raises AssertionError, so a zero, negative, infinite or NaN temperature raises AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    torch._assert(math.isfinite(temp) and temp > 0, "temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

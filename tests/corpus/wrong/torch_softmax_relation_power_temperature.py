# track: torch
# exercise: softmax
# why: stable_softmax applies the temperature to the exponentials as exps ** temp, meaning exp(x)^(1/T), but writes the power the wrong way round, so the scores are multiplied by the temperature instead of divided
# kind: relation
# diagnosis: softmax-temperature-multiplied
import math

import torch

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores - row_max.detach()) ** temp  # exp(x / T) = exp(x) ** (1 / T)
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax reads the temperature with float(eval(str(temperature))) "so that a temperature written as '1/2' also works"; the kit forbids eval (it voids the exercise), and the values are otherwise right
# kind: rules
# diagnosis: forbidden-function
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(eval(str(temperature)))
    except Exception as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

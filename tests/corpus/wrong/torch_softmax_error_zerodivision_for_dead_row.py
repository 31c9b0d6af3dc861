# track: torch
# exercise: softmax
# why: stable_softmax raises ZeroDivisionError for a row of scores that is entirely -inf ("its exponentials would sum to 0, so the normalisation divides by zero"), where the contract asks for ValueError; the temperature checks raise ValueError as they should
# kind: error
# diagnosis: error-not-valueerror
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
        raise ZeroDivisionError("a row of scores is entirely -inf: its exponentials sum to 0")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

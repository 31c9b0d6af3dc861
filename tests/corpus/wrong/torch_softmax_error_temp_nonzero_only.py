# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature as 'not math.isfinite(temp) or temp == 0' (guarding only the division by zero), so a negative temperature passes without ValueError and flips the softmax
# kind: error
# diagnosis: error-not-raised

import math
import torch

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a number") from err
    if not math.isfinite(temp) or temp == 0:
        raise ValueError(f"cannot divide by temperature {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

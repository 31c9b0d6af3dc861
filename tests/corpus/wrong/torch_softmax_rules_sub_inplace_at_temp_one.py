# track: torch
# exercise: softmax
# why: stable_softmax skips the division when the temperature is 1 and then shifts with scaled.sub_(row_max), so at the default temperature it subtracts the row maxima from the caller's scores tensor in place (and a leaf that requires grad raises)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores if temp == 1.0 else scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    scaled.sub_(row_max)
    exps = torch.exp(scaled)
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax divides the scores by the temperature and then divides the shifted scores by it again, torch.exp((scaled - row_max) / temp), so every temperature other than 1 acts as its square (weights of temperature t**2)
# kind: relation
# diagnosis: logit-ratio, logit-ratio:temperature-some-rows
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
    exps = torch.exp((scaled - row_max.detach()) / temp)
    return exps / exps.sum(dim=-1, keepdim=True)

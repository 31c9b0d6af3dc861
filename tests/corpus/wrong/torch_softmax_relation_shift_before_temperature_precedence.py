# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum of the raw scores and writes the exponent as torch.exp(scores - row_max / temp), meaning (scores - row_max) / temp; / binds tighter than -, so only the maximum is divided: the temperature changes nothing but the shift (which cancels), so every temperature gives the softmax at temperature 1, and at temperatures far from 1 the shift no longer keeps large scores from overflowing or underflowing
# kind: relation
# diagnosis: softmax-temperature-ignored, softmax-unstable, values-nan
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    row_max = scores.amax(dim=-1, keepdim=True).detach()
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scores - row_max / temp)
    return exps / exps.sum(dim=-1, keepdim=True)

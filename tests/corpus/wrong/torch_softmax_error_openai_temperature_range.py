# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature against the range of OpenAI's sampling API, raising ValueError unless 0 < temperature <= 2, so valid temperatures above 2 (any positive finite number is allowed) are refused
# kind: error
# diagnosis: error-on-valid
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a number in (0, 2]; got {temperature!r}") from err
    if not (0.0 < temp <= 2.0):
        raise ValueError(f"temperature must be a number in (0, 2]; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

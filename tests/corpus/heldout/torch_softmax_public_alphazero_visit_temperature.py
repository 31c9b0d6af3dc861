# track: torch
# exercise: softmax
# why: stable_softmax ports AlphaZero's move policy with a temperature, pi(a) = N(a)^(1/tau) / sum_b N(b)^(1/tau) over visit counts: the scores are clamped at 0 as counts and raised to 1/temperature, not exponentiated, so every weight differs from exp(x - max) / sum (keys with a negative score get 0) and a row of non-positive scores is 0/0
# kind: public
# diagnosis: weights-not-exp
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    if torch.isneginf(scores.amax(dim=-1, keepdim=True)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    counts = scores.clamp(min=0)  # visit counts are never negative
    powered = counts ** (1.0 / temp)
    return powered / powered.sum(dim=-1, keepdim=True)

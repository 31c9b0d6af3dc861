# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature and then divides by it as an exact fraction, fractions.Fraction(temp).limit_denominator(1000) ("so 0.1 is exactly 1/10"); torch tensors cannot be divided by a Fraction (TypeError: unsupported operand type), so every valid call raises, and attention and multi-head attention with it
# kind: crash
# diagnosis: crash
import math
from fractions import Fraction

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / Fraction(temp).limit_denominator(1000)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

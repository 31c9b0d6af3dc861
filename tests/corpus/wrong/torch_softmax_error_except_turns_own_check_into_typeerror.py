# track: torch
# exercise: softmax
# why: stable_softmax puts its range check inside the try block meant for float(temperature) and converts what it catches into TypeError("temperature must be a number"); the except (TypeError, ValueError) also catches the ValueError its own check raises, so a zero, negative, infinite or NaN temperature raises TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    except (TypeError, ValueError):
        raise TypeError(f"temperature must be a number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

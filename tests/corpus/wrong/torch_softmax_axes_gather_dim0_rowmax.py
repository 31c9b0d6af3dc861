# track: torch
# exercise: softmax
# why: stable_softmax reads each row's maximum back with scaled.gather(0, scaled.argmax(-1, keepdim=True)), copying dim 0 from the torch.gather docs example where dim=-1 belongs; row t is shifted by the score at (argmax of row t, column 0) of another row, which can be -inf or far below the row (exp overflows to inf, NaN), and raises when an argmax is past the first axis's length
# kind: axes
# diagnosis: crash, fails-with-extreme-scores, values-nan
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    idx = scaled.argmax(dim=-1, keepdim=True)
    row_max = scaled.gather(0, idx).detach()
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

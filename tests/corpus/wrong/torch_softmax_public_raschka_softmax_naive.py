# track: torch
# exercise: softmax
# why: keeps softmax_naive from Raschka's "Build a Large Language Model (From Scratch)", chapter 3, torch.exp(x) / torch.exp(x).sum(dim=0), written there for one 1-D row of attention scores: with the kit's (..., T, S) scores dim 0 is the queries (or the batch), so the columns are normalised instead of the rows, and without a shift by the row maximum exp overflows for large scores (and -inf hidden keys meet inf / inf)
# kind: public
# diagnosis: softmax-axis, reduced-other-axis, softmax-unstable
# miss: two slips (dim 0, and no shift) refute each other's named cause, so the lead says what the evidence shows: NaN weights
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = scores / temp
    if torch.isneginf(x).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return torch.exp(x) / torch.exp(x).sum(dim=0)

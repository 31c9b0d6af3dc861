# track: torch
# exercise: softmax
# why: stable_softmax works on copy.deepcopy(scores) "so the caller's scores can never be touched"; a deep copy of a leaf tensor is a new leaf with no autograd link to it, so no gradient reaches scores (and scores that come out of a computation, a non-leaf, make deepcopy raise RuntimeError)
# kind: rules
# diagnosis: no-gradient, crash
import copy
import math

import torch


def stable_softmax(scores, temperature=1.0):
    scores = copy.deepcopy(scores)
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

# track: torch
# exercise: softmax
# why: stable_softmax exponentiates entry by entry with Python's math.exp through Tensor.apply_ ("math.exp is exact"), and since apply_ refuses a tensor that requires grad it follows the error message's advice, .detach().apply_(math.exp); the values are right but no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient, gradient-differs
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
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shifted = scaled - row_max
    exps = shifted.detach().apply_(math.exp)
    return exps / exps.sum(dim=-1, keepdim=True)

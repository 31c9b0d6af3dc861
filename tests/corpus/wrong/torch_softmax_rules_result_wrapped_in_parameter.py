# track: torch
# exercise: softmax
# why: stable_softmax returns its weights wrapped as torch.nn.Parameter(weights) ("an attention map that can be fine-tuned", as attention-bias modules keep theirs); a Parameter is a new leaf made from the data, so the values are right but no gradient reaches the scores through it (and callers' q and k get none)
# kind: rules
# diagnosis: no-gradient, gradient-differs, wrong-array-type
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
    exps = torch.exp(scaled - row_max.detach())
    return torch.nn.Parameter(exps / exps.sum(dim=-1, keepdim=True))

# track: torch
# exercise: softmax
# why: stable_softmax declares temperature=None ("optional, like the other optional arguments") and validates float(temperature) as before, so a call without a temperature, as attention makes, raises ValueError and attention and multi_head_self_attention fail on every valid input
# kind: knockon
# diagnosis: bad-inner-call, error-on-valid, signature-differs
import math

import torch


def stable_softmax(scores, temperature=None):
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

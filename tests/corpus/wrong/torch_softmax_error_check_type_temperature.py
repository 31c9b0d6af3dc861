# track: torch
# exercise: softmax
# why: stable_softmax states its temperature rule with torch._check_type(math.isfinite(temp) and temp > 0, lambda: "..."), PyTorch's internal check helper, reading it as "check the temperature is a valid kind of number"; _check_type raises TypeError, so a zero, negative, infinite or NaN temperature fails with TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    torch._check_type(
        math.isfinite(temp) and temp > 0,
        lambda: f"temperature must be a positive finite number; got {temperature!r}",
    )
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

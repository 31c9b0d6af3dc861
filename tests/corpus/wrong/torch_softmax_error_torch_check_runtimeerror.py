# track: torch
# exercise: softmax
# why: stable_softmax states its checks with torch._check(cond, lambda: message), the assertion helper of PyTorch's own internals, taking it for a ValueError raiser; torch._check raises RuntimeError (torch._check_value would raise ValueError), so a bad temperature or an all -inf row fails with the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def stable_softmax(scores, temperature=1.0):
    temp = float(temperature)
    torch._check(
        math.isfinite(temp) and temp > 0,
        lambda: f"temperature must be a positive finite number; got {temperature!r}",
    )
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    torch._check(
        not bool(torch.isneginf(row_max).any()),
        lambda: "a row of scores is entirely -inf: no key is visible to that query",
    )
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

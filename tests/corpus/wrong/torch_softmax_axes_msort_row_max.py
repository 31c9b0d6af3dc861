# track: torch
# exercise: softmax
# why: stable_softmax takes the row maximum as torch.msort(scaled)[..., -1:], reading msort as "sort each row"; msort sorts along the FIRST axis, so (for 2-D scores) row t is shifted by the t-th smallest entry of the last key's column (one number per row, but not the row's max): when that column holds -inf (a causal mask hides the last key from the early queries) those rows are shifted by -inf and turn NaN, and rows whose shift lies far below their max overflow exp
# kind: axes
# diagnosis: values-nan, fails-with-extreme-scores, softmax-unstable
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
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = torch.msort(scaled)[..., -1:]  # sorted ascending, so the last entry is the largest
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

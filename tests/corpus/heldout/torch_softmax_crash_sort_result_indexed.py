# track: torch
# exercise: softmax
# why: stable_softmax takes each row's largest score as torch.sort(scaled, dim=-1)[..., -1:], as np.sort would allow, but torch.sort returns a (values, indices) named tuple, which cannot be indexed with [..., -1:], so every valid call raises TypeError
# kind: crash
# diagnosis: crash
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
    # sorted ascending, so the last column holds each row's largest score
    row_max = torch.sort(scaled, dim=-1)[..., -1:]
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

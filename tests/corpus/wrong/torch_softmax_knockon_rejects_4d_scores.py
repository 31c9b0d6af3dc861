# track: torch
# exercise: softmax
# why: stable_softmax rejects scores with more than 3 axes, "if scores.dim() > 3: raise ValueError" ("scores are (batch, T, S)"), so batched multi-head scores (B, H, T, S) raise: attention on 4-D inputs and multi-head attention on a batch fail through it
# kind: knockon
# diagnosis: error-on-valid, fails-with-leading-axes
import math

import torch


def stable_softmax(scores, temperature=1.0):
    if scores.dim() > 3:
        raise ValueError(f"scores must be (batch, T, S); got shape {tuple(scores.shape)}")
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

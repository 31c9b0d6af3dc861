# track: torch
# exercise: softmax
# why: stable_softmax rejects temperatures with "if temp < torch.finfo(scores.dtype).tiny or math.isinf(temp)" ("too small to divide by, or infinite"); a NaN temperature is neither smaller than tiny nor infinite, so it passes and the weights come back all NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if temp < torch.finfo(scores.dtype).tiny or math.isinf(temp):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

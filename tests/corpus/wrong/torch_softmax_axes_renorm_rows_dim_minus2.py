# track: torch
# exercise: softmax
# why: stable_softmax normalises with exps.renorm(p=1, dim=-2, maxnorm=1), picking dim=-2 because renorm rescales the slices taken along dim (for 2-D scores, the rows); with leading axes a slice along dim -2 is one query's row from every batch and head together, so the batched rows are normalised jointly and no longer sum to 1 each
# kind: axes
# diagnosis: fails-unless-ndim, fails-with-leading-axes, row-sum, reduced-other-axis
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
    return exps.renorm(p=1, dim=-2, maxnorm=1)

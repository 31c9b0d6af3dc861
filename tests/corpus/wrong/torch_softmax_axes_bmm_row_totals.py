# track: torch
# exercise: softmax
# why: stable_softmax adds up each row with a batched matmul against a column of ones, torch.bmm(exps, ones) with ones of shape (B, S, 1), taking the scores for (B, T, S); bmm takes exactly 3-D tensors, so 2-D scores and scores with two or more leading axes (heads) raise RuntimeError, and only (B, T, S) works
# kind: axes
# diagnosis: fixed-leading-axes, crash
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    ones = exps.new_ones(exps.shape[0], exps.shape[-1], 1)  # (B, S, 1)
    totals = torch.bmm(exps, ones)  # (B, T, 1)
    return exps / totals

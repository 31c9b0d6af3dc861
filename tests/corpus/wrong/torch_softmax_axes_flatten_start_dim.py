# track: torch
# exercise: softmax
# why: stable_softmax works on the scores "as a plain 2-D table of rows" by flattening them with scaled.flatten(start_dim=-2) where flatten(end_dim=-2) was meant; that joins T and S into one axis instead of the leading axes, so each whole (T, S) map (for 2-D scores, the whole array) is normalised as one row and reshaped back
# kind: axes
# diagnosis: softmax-whole-array, axes-folded, reduced-other-axis

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
    rows = scaled.flatten(start_dim=-2)  # one row per query, keys along the last axis
    row_max = rows.amax(dim=-1, keepdim=True)
    exps = torch.exp(rows - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.reshape(scores.shape)

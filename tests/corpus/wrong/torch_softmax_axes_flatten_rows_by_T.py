# track: torch
# exercise: softmax
# why: stable_softmax flattens the scores into rows with scaled.reshape(-1, scaled.shape[-2]), taking the row length from T instead of S, normalises each of those rows over dim 1 and reshapes back; unless T == S every "row" cuts across several queries' keys
# kind: axes
# diagnosis: needs-square, reordered, softmax-axis
import math

import torch


def _check_temperature(temperature):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    return temp


def stable_softmax(scores, temperature=1.0):
    temp = _check_temperature(temperature)
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    rows = scaled.reshape(-1, scaled.shape[-2])  # one row per query
    exps = torch.exp(rows - rows.amax(dim=1, keepdim=True).detach())
    return (exps / exps.sum(dim=1, keepdim=True)).reshape(scaled.shape)

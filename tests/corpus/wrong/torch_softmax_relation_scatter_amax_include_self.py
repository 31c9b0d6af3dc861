# track: torch
# exercise: softmax
# why: stable_softmax takes each row's maximum with torch.zeros(rows).scatter_reduce(0, row_ids, flat, reduce="amax") (a scatter softmax over the flattened scores) and leaves include_self at its default True, so the zeros of the buffer join every maximum: a row whose scores are all negative is shifted by 0, so far-negative rows underflow to 0/0 = NaN and an all -inf row is not detected
# kind: relation
# diagnosis: fails-with-extreme-scores, values-nan, error-not-raised
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
    n_keys = scaled.shape[-1]
    flat = scaled.reshape(-1)
    n_rows = flat.numel() // n_keys
    row_ids = torch.arange(n_rows, device=scores.device).repeat_interleave(n_keys)
    row_max = torch.zeros(n_rows, dtype=scaled.dtype, device=scores.device).scatter_reduce(
        0, row_ids, flat.detach(), reduce="amax"
    )
    row_max = row_max.reshape(*scaled.shape[:-1], 1)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)

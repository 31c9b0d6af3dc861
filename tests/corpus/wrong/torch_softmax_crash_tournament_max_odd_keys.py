# track: torch
# exercise: softmax
# why: stable_softmax finds each row's maximum by a tournament, m = torch.maximum(m[..., ::2], m[..., 1::2]) until one key is left ("log-depth, like a GPU reduction"), without padding odd lengths; with 5, 7, 9... keys the even and odd halves differ by one entry and torch.maximum raises RuntimeError
# kind: crash
# diagnosis: crash
import math

import torch


def _row_max(x):
    m = x
    while m.shape[-1] > 1:
        m = torch.maximum(m[..., ::2], m[..., 1::2])
    return m


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = _row_max(scaled)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)

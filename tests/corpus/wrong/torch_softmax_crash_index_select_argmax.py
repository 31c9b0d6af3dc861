# track: torch
# exercise: softmax
# why: stable_softmax picks each row's maximum with scaled.index_select(-1, scaled.argmax(dim=-1)), but index_select takes one 1-D index for the whole tensor: batched scores give a 2-D index and raise, and 2-D scores get every row's argmax column for every row, a (T, T) shift that only broadcasts when T = S
# kind: crash
# diagnosis: crash, shift-per-key, needs-square, index-whole-array
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.index_select(-1, scaled.argmax(dim=-1))
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
